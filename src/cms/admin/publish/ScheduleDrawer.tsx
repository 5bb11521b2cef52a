'use client'
import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  Pill,
  ShimmerEffect,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useServerFunctions,
} from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { DATE_PICKER_CHINESE, DATE_TIME_FORMAT, TIME_FORMAT } from '@/cms/admin/shell/dates'
import { DEFAULT_TIMEZONE, formatInZone, fromZoneWallClock, toZoneWallClock } from '@/cms/admin/publish/zone-time'

type PublishType = 'publish' | 'unpublish'
type Upcoming = Awaited<ReturnType<ReturnType<typeof useServerFunctions>['getUpcomingScheduledPublish']>>

const TYPES: { value: PublishType; label: string }[] = [
  { value: 'publish', label: '发布' },
  { value: 'unpublish', label: '取消发布' },
]

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败，请重试。')

/**
 * 预约发布: when the document goes out (or is taken down), in the zone staff pick (北京时间, the
 * only one configured), and the publications already waiting. Saved through Payload's own server
 * functions, so the jobs queue (src/cms/jobs.ts) runs them as before.
 */
export function ScheduleDrawer({
  slug,
  defaultType,
  timeIntervals,
}: {
  slug: string
  defaultType: PublishType
  timeIntervals?: number
}) {
  const {
    config: {
      admin: { timezones },
    },
  } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<PublishType>(defaultType)
  const [date, setDate] = useState<Date | undefined>()
  const [timezone, setTimezone] = useState<string>(timezones.defaultTimezone || DEFAULT_TIMEZONE)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming>()

  const fetchUpcoming = useCallback(async () => {
    setUpcoming(await getUpcomingScheduledPublish({ id, collectionSlug }))
  }, [getUpcomingScheduledPublish, id, collectionSlug])

  useEffect(() => {
    let open = true
    void getUpcomingScheduledPublish({ id, collectionSlug }).then((docs) => {
      if (open) setUpcoming(docs)
    })
    return () => {
      open = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug])

  const zoneLabel = (value: string | undefined) =>
    timezones.supportedTimezones.find((zone) => zone.value === value)?.label ?? value ?? '—'

  const save = async () => {
    if (!date) {
      toast.error('请选择时间。')
      return
    }
    setProcessing(true)
    try {
      await schedulePublish({
        type,
        date,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        timezone,
      })
      setDate(undefined)
      toast.success('预约发布成功')
      void fetchUpcoming()
    } catch (error) {
      toast.error(errorText(error))
    }
    setProcessing(false)
  }

  const remove = async (jobId: number | string) => {
    try {
      await schedulePublish({ deleteID: jobId })
      await fetchUpcoming()
      toast.success('已取消这次预约')
    } catch (error) {
      toast.error(errorText(error))
    }
  }

  // The picker works in the browser's zone: it shows (and returns) the chosen zone's wall clock.
  const shown = useMemo(() => (date ? toZoneWallClock(date, timezone) : undefined), [date, timezone])
  const now = toZoneWallClock(new Date(), timezone)
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59)
  const sameDay = shown !== undefined && shown.toDateString() === now.toDateString()
  const minTime = sameDay ? now : new Date(now.getFullYear(), now.getMonth(), now.getDate())

  return (
    <Drawer className="schedule-publish" gutter={false} slug={slug} title={`预约发布：${title}`}>
      <Gutter className="schedule-publish__scheduler">
        <fieldset className="keyan-schedule-type" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend className="field-label" style={{ padding: 0 }}>
            操作<span className="required">*</span>
          </legend>
          <ul className="schedule-publish__type">
            {TYPES.map((option) => {
              const selected = type === option.value
              return (
                <li key={option.value}>
                  {/* Payload's radio markup (fields/RadioGroup/Radio), so it is drawn as Payload's. */}
                  <label
                    htmlFor={`${slug}-type-${option.value}`}
                    className={selected ? 'radio-input radio-input--is-selected' : 'radio-input'}
                  >
                    <input
                      id={`${slug}-type-${option.value}`}
                      type="radio"
                      name={`${slug}-type`}
                      value={option.value}
                      checked={selected}
                      disabled={processing}
                      onChange={() => setType(option.value)}
                    />
                    <span
                      className={
                        processing
                          ? 'radio-input__styled-radio radio-input__styled-radio--disabled'
                          : 'radio-input__styled-radio'
                      }
                    />
                    <span className="radio-input__label">{option.label}</span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
        <br />
        <FieldLabel label="时间" path="time" required />
        <DatePicker
          id="time"
          displayFormat={DATE_TIME_FORMAT}
          maxTime={endOfToday}
          minDate={now}
          minTime={minTime}
          onChange={(picked: Date | null) => setDate(picked ? fromZoneWallClock(picked, timezone) : undefined)}
          overrides={DATE_PICKER_CHINESE}
          pickerAppearance="dayAndTime"
          placeholder="选择日期和时间"
          readOnly={processing}
          timeFormat={TIME_FORMAT}
          timeIntervals={timeIntervals ?? 5}
          value={shown}
        />
        {timezones.supportedTimezones.length > 0 && (
          <TimezonePicker
            id="timezone-picker"
            onChange={setTimezone}
            options={timezones.supportedTimezones}
            required
            selectedTimezone={timezone}
          />
        )}
        <br />
        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={save} type="button">
            保存
          </Button>
          {processing ? <span>正在保存…</span> : null}
        </div>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h4>已预约</h4>
        {!upcoming && <ShimmerEffect />}
        {upcoming?.length === 0 && <Banner type="info">还没有预约。</Banner>}
        {upcoming && upcoming.length > 0 && (
          <div className="table">
            <table cellPadding="0" cellSpacing="0">
              <thead>
                <tr>
                  <th>操作</th>
                  <th>时间</th>
                  <th>时区</th>
                  <th>取消预约</th>
                </tr>
              </thead>
              <tbody>
                {upcoming.map((job) => {
                  const zone = job.input?.timezone || DEFAULT_TIMEZONE
                  return (
                    <tr key={String(job.id)}>
                      <td>
                        <Pill pillStyle={job.input?.type === 'publish' ? 'success' : 'warning'} size="small">
                          {job.input?.type === 'publish' ? '发布' : '取消发布'}
                        </Pill>
                      </td>
                      <td>{formatInZone(job.waitUntil, zone)}</td>
                      <td>{zoneLabel(job.input?.timezone)}</td>
                      <td>
                        <Button
                          buttonStyle="icon-label"
                          className="schedule-publish__delete"
                          icon="x"
                          aria-label="取消这次预约"
                          onClick={(event) => {
                            event.preventDefault()
                            void remove(job.id)
                          }}
                          tooltip="取消这次预约"
                        />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </Gutter>
    </Drawer>
  )
}
