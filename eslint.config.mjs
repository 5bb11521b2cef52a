// The lint gate: `npm run lint` must pass with no warnings (`npm test` runs it).
// Besides the usual rules it encodes the layers of docs/architecture.md:
//   app -> features -> ui / cms -> lib, server -> lib (and nothing imports server), payload-types.ts
//   a leaf, no import cycles, and globalThis slots only in lib/process-slots.mjs.
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import fs from 'node:fs'
import tseslint from 'typescript-eslint'

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Zones of `import-x/no-restricted-paths`: each `target` may not import from its `from`. */
const layerZones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/ui', './src/cms', './src/payload.config.ts'],
    message: 'lib 是最底层：不得引用 app、features、ui、cms 或 Payload 配置。',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/cms', './src/payload.config.ts'],
    message: 'UI 组件库只依赖 lib：数据由调用方以属性传入。',
  },
  {
    target: './src/cms',
    from: ['./src/app', './src/features'],
    message: 'cms 位于 features 之下：集合需要的规则放进 cms/ 或 lib/。',
  },
  {
    // The admin's logo and icon are the site's brand mark: the one UI component cms may use.
    target: './src/cms',
    from: './src/ui',
    except: ['./BrandMark.tsx'],
    message: 'cms 位于 ui 之下：后台只可使用 ui/BrandMark。',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'features 不得引用 app：路由文件只调用 features。',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/features', './src/ui', './src/cms', './src/payload.config.ts', './src/payload-types.ts'],
    message: 'server 层（Next 外围的生产服务器）只依赖 lib。',
  },
  {
    target: ['./src/app', './src/features', './src/ui', './src/cms', './src/lib', './src/proxy.ts'],
    from: './src/server',
    message: '应用不得引用 server 层：共享的状态放进 lib/process-slots.mjs，共享的规则放进 lib/。',
  },
  {
    target: './src/payload-types.ts',
    from: ['./src'],
    message: 'payload-types.ts 是生成的叶子文件。',
  },
  // Features do not import each other; the shell (page chrome) is shared by all of them.
  ...features
    .filter((name) => name !== 'shell')
    .map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`, './shell'],
      message: '功能区之间不互相引用：共用的逻辑放进 lib/、cms/ 或 ui/。',
    })),
  {
    target: './src/features/shell',
    from: './src/features',
    except: ['./shell'],
    message: '站点外壳不依赖具体功能区：由页面组合。',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'src/cms/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {
      '@next/next': nextPlugin,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the files an import leads to: they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: {
        console: 'readonly',
        process: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        performance: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
      },
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // One import style across folders: `@/…` for anything outside the current folder.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: '跨目录引用请用 @/ 路径别名。' }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests and the test harness may reach anything they exercise.
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/testing/**', 'tests/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Node runs these without a bundler: no `@/` alias, relative paths it can resolve.
    files: ['scripts/**', '*.config.{ts,mjs}', 'src/server/**/*.mjs', 'src/ops/**/*.mjs', 'src/testing/**/*.mjs'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // State shared between module copies is declared once, typed (src/lib/process-slots.mjs).
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['src/lib/process-slots.mjs', '**/*.test.ts', '**/*.test.tsx', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message: '进程内共享的状态只在 src/lib/process-slots.mjs 声明（processSlot）。',
        },
      ],
    },
  },
  prettier,
)
