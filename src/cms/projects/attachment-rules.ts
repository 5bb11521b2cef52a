/**
 * The limits and words of a message's attachments, shared by the collection's hook, the site's
 * API schema and the client's composer (no server code here, so the browser may import it).
 */
export const MESSAGE_ATTACHMENTS_MAX = 10
export const ATTACHMENT_NOT_IN_ROOM = '附件必须是本项目文件室中的文件'
export const ATTACHMENT_DELETED = '附件中有文件已按保留期限删除，请重新选择'
export const ATTACHMENTS_TOO_MANY = `每条消息最多 ${MESSAGE_ATTACHMENTS_MAX} 个附件`
