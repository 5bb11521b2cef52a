'use client'

import { Modal } from '@/features/shell/components/Modal'

/** Plays a resource video; closes on the X button, a backdrop click or Escape (the shared Modal). */
export function VideoModal({ video, onClose }: { video: { title: string; url: string } | null; onClose: () => void }) {
  return (
    <Modal open={video !== null} title={video?.title ?? ''} onClose={onClose} widthClass="max-w-3xl">
      {video && (
        // The CMS holds no caption files for resource videos yet; a captions field is the real fix.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          autoPlay
          playsInline
          preload="metadata"
          className="aspect-video w-full rounded-lg bg-black"
          data-testid="resource-video"
        >
          <source src={video.url} type="video/mp4" />
          您的浏览器不支持视频播放，请下载后观看。
        </video>
      )}
    </Modal>
  )
}
