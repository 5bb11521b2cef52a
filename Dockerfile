# The app image used by compose.yaml: one build, as many instances as the compose file starts.
# Not built on the machine that tests this repository (it has no Docker): src/ops/compose.test.ts
# checks that what it runs and the variables it sets are the tested ones.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 3000
# Migrations and the idempotent seed run under the start lock, so instances may start together.
CMD ["node", "scripts/start.mjs"]
