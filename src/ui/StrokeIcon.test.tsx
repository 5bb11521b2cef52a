import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CloseIcon } from './CloseIcon'
import { StrokeIcon } from './StrokeIcon'

describe('StrokeIcon', () => {
  it('renders the same markup the inline icons had', () => {
    expect(renderToStaticMarkup(<CloseIcon />)).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"></path></svg>',
    )
    expect(
      renderToStaticMarkup(
        <StrokeIcon strokeWidth="2.2" roundJoins>
          <path d="M12 19V5" />
        </StrokeIcon>,
      ),
    ).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 19V5"></path></svg>',
    )
  })
})
