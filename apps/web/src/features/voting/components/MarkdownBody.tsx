/**
 * A proposal's body: Markdown written by anyone who can publish, rendered safely. Raw HTML is
 * dropped (never rendered, never shown as markup); only http(s), mailto and relative URLs stay
 * (react-markdown's `defaultUrlTransform`), and a link whose URL is refused loses its href;
 * every link opens in a new tab without the opener or the referrer; images become links to
 * them, so a body cannot load anything from another server as the page opens (a tracking pixel
 * would learn who read it); headings start one level below the page's own title.
 */
import type { ReactNode } from 'react'
import Markdown, { type Components, defaultUrlTransform, type UrlTransform } from 'react-markdown'

/** Unsafe URLs are removed instead of becoming `href=""` (a link back to this page). */
const urlTransform: UrlTransform = (url) => defaultUrlTransform(url) || null

function ExternalLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (!href) return <span className="voting-markdown-refused">{children}</span>
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  )
}

const components: Components = {
  a: ({ href, children }) => <ExternalLink href={href}>{children}</ExternalLink>,
  img: ({ src, alt }) => (
    <ExternalLink href={typeof src === 'string' ? src : undefined}>{alt || src}</ExternalLink>
  ),
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  h5: ({ children }) => <h6>{children}</h6>,
  h6: ({ children }) => <h6>{children}</h6>,
}

export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <div className="voting-markdown">
      <Markdown skipHtml urlTransform={urlTransform} components={components}>
        {markdown}
      </Markdown>
    </div>
  )
}
