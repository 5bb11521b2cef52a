// Words the site shows from both sides of the bundle: the production server (src/server/serve.mjs)
// reads them outside it, hence plain JavaScript.

/** The site's name in titles, Open Graph, structured data and the server's error screen. */
export const SITE_NAME = '科研学术服务平台'

/** A site page that failed to render: src/app/(site)/error.tsx, and server-error-screen.mjs without JavaScript. */
export const SERVER_ERROR_TITLE = '页面加载失败'
export const SERVER_ERROR_MESSAGE = '服务器暂时无法读取数据，请稍后重试。'
export const SERVER_ERROR_PAGE_TITLE = `${SERVER_ERROR_TITLE} · ${SITE_NAME}`
