import Link from 'next/link'
import type { ReactNode } from 'react'
import { absoluteUrl } from '@/lib/seo'
import { Badge, type BadgeTone } from '@/ui/Badge'
import { Button, LinkButton } from '@/ui/Button'
import type { ButtonSize, ButtonVariant } from '@/ui/button-class'
import { Card } from '@/ui/Card'
import { Chevron } from '@/ui/Chevron'
import { CloseIcon } from '@/ui/CloseIcon'
import { EmptyState } from '@/ui/EmptyState'
import { fieldClass } from '@/ui/field-class'
import { PageHero } from '@/ui/PageHero'
import { Price } from '@/ui/Price'
import { Section } from '@/ui/Section'
import { ShareQrCode } from '@/ui/ShareQrCode'
import { StrokeIcon } from '@/ui/StrokeIcon'

/**
 * /design (staff only): every piece of the UI kit on one page, with the rules of docs/design.md
 * beside them. The visual regression suite photographs it, so a change to a shared piece shows.
 */

const COLOURS: { name: string; swatch: string; use: string }[] = [
  { name: 'brand-50', swatch: 'bg-brand-50', use: '浅底、标签底色' },
  { name: 'brand-100', swatch: 'bg-brand-100', use: '深色区块上的次要文字' },
  { name: 'brand-600', swatch: 'bg-brand-600', use: '主按钮、链接、强调' },
  { name: 'brand-700', swatch: 'bg-brand-700', use: '悬停、标签文字' },
  { name: 'brand-900', swatch: 'bg-brand-900', use: '页头渐变、深色区块' },
  { name: 'slate-900', swatch: 'bg-slate-900', use: '标题与正文' },
  { name: 'slate-600', swatch: 'bg-slate-600', use: '说明文字' },
  { name: 'slate-50', swatch: 'bg-slate-50', use: '交替区块底色' },
  { name: 'red-600', swatch: 'bg-red-600', use: '价格（全站唯一价格色）' },
  { name: 'emerald-700', swatch: 'bg-emerald-700', use: '成功状态' },
]

const TYPE_SCALE: { name: string; classes: string; spec: string }[] = [
  { name: '页面标题（h1）', classes: 'text-3xl font-bold tracking-tight sm:text-4xl', spec: '30 / 36 px，粗体' },
  { name: '区块标题（h2）', classes: 'text-2xl font-bold sm:text-3xl', spec: '24 / 30 px，粗体' },
  { name: '卡片标题（h3）', classes: 'text-lg font-semibold leading-snug', spec: '18 px，半粗' },
  { name: '正文', classes: 'text-base leading-7', spec: '16 px，行高 1.75' },
  { name: '说明文字', classes: 'text-sm leading-6 text-slate-600', spec: '14 px，行高 1.7' },
  { name: '注释', classes: 'text-xs text-slate-500', spec: '12 px' },
]

const SPACING: { step: string; px: number; width: string; use: string }[] = [
  { step: '1', px: 4, width: 'w-1', use: '图标与文字' },
  { step: '2', px: 8, width: 'w-2', use: '标签之间' },
  { step: '3', px: 12, width: 'w-3', use: '按钮之间' },
  { step: '4', px: 16, width: 'w-4', use: '页面左右边距（手机）' },
  { step: '6', px: 24, width: 'w-6', use: '卡片之间、卡片内边距' },
  { step: '8', px: 32, width: 'w-8', use: '标题到内容（电脑）' },
  { step: '10', px: 40, width: 'w-10', use: '区块上下（手机）' },
  { step: '14', px: 56, width: 'w-14', use: '区块上下（电脑）' },
]

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: '立即咨询' },
  { variant: 'secondary', label: '查看详情' },
  { variant: 'neutral', label: '返回上一页' },
  { variant: 'text', label: '了解更多' },
]
const SIZES: ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'xl']
const TONES: { tone: BadgeTone; label: string }[] = [
  { tone: 'brand', label: '生物信息' },
  { tone: 'solid', label: '推荐' },
  { tone: 'neutral', label: '入门教程' },
  { tone: 'success', label: '已发布' },
  { tone: 'warning', label: '草稿' },
  { tone: 'danger', label: '已停用' },
]

function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
      <p className="w-40 shrink-0 text-sm text-slate-500">{label}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-3">{children}</div>
    </div>
  )
}

export function DesignKit() {
  return (
    <main>
      <PageHero
        eyebrow="内部页面 · 仅管理员与编辑可见"
        title="设计规范"
        subtitle="全站共用的颜色、字号、间距与组件。新页面从这里取用，不另写一套样式；规则说明见 docs/design.md。"
      />

      <Section id="colours" title="颜色">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="colours">
          {COLOURS.map((colour) => (
            <li key={colour.name} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <span className={`block h-14 ${colour.swatch}`} aria-hidden="true" />
              <span className="block px-3 py-2">
                <span className="block font-mono text-xs text-slate-500">{colour.name}</span>
                <span className="block text-sm text-slate-800">{colour.use}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="type"
        title="字号与行高"
        subtitle="中文优先：苹方、微软雅黑、思源黑体（Noto Sans SC）依次回退，不加载网络字体。正文行高 1.75，便于阅读中文长段落。"
        tinted
      >
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="type-scale">
          {TYPE_SCALE.map((row) => (
            <div
              key={row.name}
              className="grid gap-1 px-5 py-4 sm:grid-cols-[10rem_1fr_9rem] sm:items-baseline sm:gap-6"
            >
              <dt className="text-sm text-slate-500">{row.name}</dt>
              <dd className={`min-w-0 text-slate-900 ${row.classes}`}>科研学术服务平台 Research 2026</dd>
              <dd className="text-xs text-slate-500 sm:text-right">{row.spec}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section
        id="spacing"
        title="间距与区块节奏"
        subtitle="间距取 4 px 的倍数。区块白底与浅灰底交替，上下留白手机 40 px、电脑 56 px。"
      >
        <ul className="space-y-3" data-testid="spacing">
          {SPACING.map((row) => (
            <li key={row.step} className="flex items-center gap-4 text-sm">
              <span className="w-16 shrink-0 font-mono text-slate-500">{row.step}</span>
              <span className={`h-4 shrink-0 rounded-sm bg-brand-500 ${row.width}`} aria-hidden="true" />
              <span className="w-12 shrink-0 text-slate-700">{row.px} px</span>
              <span className="text-slate-600">{row.use}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="buttons" title="按钮" tinted>
        <div className="space-y-6" data-testid="buttons">
          <Specimen label="样式">
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant}>
                {label}
              </Button>
            ))}
            <Button disabled>不可用</Button>
          </Specimen>
          <Specimen label="尺寸 xs – xl">
            {SIZES.map((size) => (
              <Button key={size} size={size}>
                {size.toUpperCase()} 按钮
              </Button>
            ))}
          </Specimen>
          <Specimen label="圆角链接与深色底">
            <LinkButton href="/services" variant="secondary" pill size="sm">
              查看全部服务
            </LinkButton>
            <span className="flex flex-wrap gap-3 rounded-xl bg-brand-700 p-3">
              <Button variant="light">免费咨询</Button>
              <Button variant="outline-light">了解服务</Button>
            </span>
          </Specimen>
        </div>
      </Section>

      <Section
        id="prices"
        title="价格与标签"
        subtitle="价格只有一种样式：红色粗体，按位置选大小；没有价格时显示“价格面议”。"
      >
        <div className="space-y-6">
          <Specimen label="价格">
            <span data-testid="price-samples" className="flex flex-wrap items-baseline gap-5">
              <Price value={1999} size="sm" />
              <Price value={13888} />
              <Price value={28888} size="xl" />
              <Price value={58888} size="lg" />
              <Price value="¥3,000起" />
              <Price value={null} />
            </span>
          </Specimen>
          <Specimen label="标签">
            {TONES.map(({ tone, label }) => (
              <Badge key={tone} tone={tone}>
                {label}
              </Badge>
            ))}
            <span className="tag">TCGA/GEO</span>
          </Specimen>
        </div>
      </Section>

      <Section
        id="cards"
        title="卡片"
        subtitle="全站只有一种卡片外观：白底、细边框、圆角与轻阴影；可点击的卡片悬停时上浮。"
        tinted
      >
        <div className="grid gap-6 sm:grid-cols-3" data-testid="cards">
          <Card padding="sm">
            <p className="text-lg font-semibold leading-snug text-slate-900">紧凑卡片</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">内边距 16 px，用于列表与侧栏。</p>
          </Card>
          <Card>
            <p className="text-lg font-semibold leading-snug text-slate-900">标准卡片</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">内边距 20 px，用于服务、案例与新闻。</p>
            <Price value={13888} as="p" className="mt-3" />
          </Card>
          <Card padding="lg" interactive>
            <p className="text-lg font-semibold leading-snug text-slate-900">可点击卡片</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">内边距 24 px，悬停上浮并加深阴影。</p>
            <Badge tone="solid" className="mt-3">
              推荐
            </Badge>
          </Card>
        </div>
      </Section>

      <Section id="forms" title="表单">
        <form className="grid max-w-2xl gap-5" data-testid="form-samples" action="#" aria-label="表单示例">
          <label className="block">
            <span className="mb-1.5 block text-sm font-medium text-slate-700">姓名</span>
            <input className={fieldClass} name="name" placeholder="请输入您的姓名" autoComplete="off" />
          </label>
          <label className="block">
            <span className="mb-1.5 block text-sm font-medium text-slate-700">手机号</span>
            <input
              className={fieldClass}
              name="phone"
              defaultValue="1380013"
              aria-invalid="true"
              aria-describedby="design-phone-error"
              autoComplete="off"
            />
            <span id="design-phone-error" className="mt-1.5 block text-sm text-red-600">
              请输入正确的手机号
            </span>
          </label>
          <label className="block">
            <span className="mb-1.5 block text-sm font-medium text-slate-700">需求描述</span>
            <textarea className={fieldClass} name="message" rows={3} placeholder="请简要描述您的研究方向与需求" />
          </label>
          <label className="block">
            <span className="mb-1.5 block text-sm font-medium text-slate-700">邮箱（不可编辑）</span>
            <input className={fieldClass} name="email" defaultValue="member@example.com" readOnly />
          </label>
        </form>
      </Section>

      <Section id="states" title="空状态、图标与二维码" tinted>
        <div className="grid gap-6 lg:grid-cols-2">
          <EmptyState
            title="暂无相关内容"
            onWhite
            action={
              <LinkButton href="/contact" size="sm">
                联系我们
              </LinkButton>
            }
          >
            内容正在准备中，您可以先联系顾问了解详情。
          </EmptyState>
          <div className="space-y-6">
            <Specimen label="图标（装饰性）">
              <span className="flex items-center gap-4 text-brand-700" data-testid="icons">
                <Chevron direction="left" />
                <Chevron direction="right" />
                <CloseIcon />
                <StrokeIcon>
                  <path d="M5 12l4 4 10-10" />
                </StrokeIcon>
                <StrokeIcon roundJoins>
                  <circle cx="11" cy="11" r="6" />
                  <path d="M20 20l-4.5-4.5" />
                </StrokeIcon>
              </span>
            </Specimen>
            <ShareQrCode url={absoluteUrl('/')} />
            <p className="text-sm text-slate-600">
              找不到页面与加载失败共用一个状态页：
              <Link className="font-medium text-brand-700 hover:underline" href="/design/no-such-page">
                查看 404 示例
              </Link>
            </p>
          </div>
        </div>
      </Section>
    </main>
  )
}
