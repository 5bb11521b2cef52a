'use client'

import { formatDateZh, formatFileSize } from '@/lib/format'
import type { ProjectDetailDTO } from '@/features/projects/serialize'
import type { FileDTO } from '@/features/projects/file-room/service'
import { FileUpload } from './FileUpload'
import { RoomFileDownload } from './RoomFileDownload'

type Props = { project: ProjectDetailDTO; className: string; onChange: () => void }

const dateTime = (value: string) =>
  new Date(value).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })

/**
 * 文件室: the project's confidential files, both sides', newest first, each with its versions'
 * numbers, SHA-256 and download record; the 保密协议 and the resumable upload above them.
 * Downloads go through a signed 15-minute link the server issues after checking access.
 */
export function ProjectFiles({ project, className, onChange }: Props) {
  const closed = project.stage === 'cancelled'
  return (
    <section aria-labelledby="project-files-heading" className={className} data-project-files>
      <h2 id="project-files-heading" className="text-lg font-semibold text-slate-900">
        文件室
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        稿件、原始数据和报告在这里传递：仅您和项目负责人可见，每次下载都有记录。
      </p>
      {project.files_kept_until && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-files-kept-until>
          项目已完成，文件保留至 {formatDateZh(project.files_kept_until)}，到期后将从存储中删除，请及时下载。
        </p>
      )}
      {!closed && <FileUpload project={project} onUploaded={onChange} />}
      {project.files.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">还没有文件。</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="项目文件">
          {project.files.map((file) => (
            <FileRow key={file.id} file={file} number={project.number} />
          ))}
        </ul>
      )}
    </section>
  )
}

function FileRow({ file, number }: { file: FileDTO; number: string }) {
  const deleted = file.status === 'deleted'
  return (
    <li className="py-4 first:pt-0" data-file={file.id} data-file-name={file.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-all text-slate-900">{file.name}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            第 {file.version} 版 · {file.side === 'client' ? '我上传' : '顾问上传'} · {formatFileSize(file.size)} ·{' '}
            {dateTime(file.uploaded_at)}
          </p>
          {file.note && <p className="mt-1 text-sm text-slate-700">{file.note}</p>}
          {file.sha256 && (
            <p className="mt-1 font-mono text-[11px] break-all text-slate-500" data-sha256>
              SHA-256 {file.sha256}
            </p>
          )}
        </div>
        {deleted ? (
          <span className="text-xs font-medium text-slate-600">
            已按保留期限删除{file.deleted_at ? `（${formatDateZh(file.deleted_at)}）` : ''}
          </span>
        ) : (
          <RoomFileDownload number={number} fileId={file.id} label={`${file.name}（第 ${file.version} 版）`} />
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-600 hover:text-slate-900">
          下载记录（{file.downloads.length}）
        </summary>
        {file.downloads.length === 0 ? (
          <p className="mt-1 text-slate-500">还没有人下载过此文件。</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-slate-600" data-download-log>
            {file.downloads.map((entry, index) => (
              <li key={index}>
                {dateTime(entry.at)} · {entry.by}
                {entry.ip ? ` · ${entry.ip}` : ''}
                {entry.version ? ` · 第 ${entry.version} 版` : ''}
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  )
}
