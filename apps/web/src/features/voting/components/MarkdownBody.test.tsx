// @vitest-environment jsdom
/**
 * A proposal's body is anyone's Markdown: it renders its text, lists and links, and nothing a
 * page must not run or load — no raw HTML (scripts, handlers, iframes, styles), no javascript:
 * or data: links, no images fetched from elsewhere — and every link leaves in a new tab without
 * the opener or the referrer.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { MarkdownBody } from './MarkdownBody'

afterEach(cleanup)

const body = (markdown: string) => {
  const { container } = render(<MarkdownBody markdown={markdown} />)
  return container.querySelector('.voting-markdown') as HTMLElement
}

test('text, emphasis, lists and code render as Markdown', () => {
  const element = body('Burn **all** of it:\n\n- first\n- then `this`\n\n```\ncode\n```')
  expect(element.querySelector('strong')?.textContent).toBe('all')
  expect([...element.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'first',
    'then this',
  ])
  expect(element.querySelector('pre code')?.textContent).toBe('code\n')
})

test('raw HTML is dropped: no element, no handler, no markup shown as text, nothing run', () => {
  const element = body(
    [
      'Before <script>window.hacked = true</script> after',
      '',
      '<img src="x" onerror="window.hacked = true">',
      '',
      '<iframe src="https://example.com"></iframe>',
      '',
      '<div style="position:fixed" onclick="alert(1)">Click</div>',
      '',
      '<a href="https://example.com">html link</a>',
    ].join('\n'),
  )
  expect(
    element.querySelectorAll('script, img, iframe, div, [onerror], [onclick], [style]'),
  ).toHaveLength(0)
  expect(element.textContent).not.toContain('<')
  // an inline tag's text stays as plain text: shown, never run
  expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  expect(element.querySelector('a')).toBeNull()
  expect(element.textContent).toContain('Before')
})

test('links open in a new tab without the opener or the referrer', () => {
  body('See [the forum](https://forum.example/t/1) and <https://docs.example>.')
  const forum = screen.getByRole('link', { name: 'the forum' })
  expect(forum.getAttribute('href')).toBe('https://forum.example/t/1')
  expect(forum.getAttribute('target')).toBe('_blank')
  expect(forum.getAttribute('rel')).toBe('noreferrer noopener')
  expect(screen.getByRole('link', { name: 'https://docs.example' }).getAttribute('rel')).toBe(
    'noreferrer noopener',
  )
})

test.each([
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
])('a %s link keeps its text and loses its href', (url) => {
  const element = body(`[click me](${url})`)
  expect(screen.queryByRole('link')).toBeNull()
  expect(element.querySelector('[href]')).toBeNull()
  expect(element.textContent).toBe('click me')
})

test('an image is a link to it, never loaded', () => {
  const element = body(
    '![the chart](https://images.example/chart.png)\n\n![](https://images.example/pixel.gif)',
  )
  expect(element.querySelector('img')).toBeNull()
  const chart = screen.getByRole('link', { name: 'the chart' })
  expect(chart.getAttribute('href')).toBe('https://images.example/chart.png')
  expect(chart.getAttribute('rel')).toBe('noreferrer noopener')
  expect(screen.getByRole('link', { name: 'https://images.example/pixel.gif' })).toBeTruthy()
})

test('headings start below the page’s own title', () => {
  const element = body('# Summary\n\n## Details\n\n###### Fine print')
  expect([...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName)).toEqual([
    'H2',
    'H3',
    'H6',
  ])
})
