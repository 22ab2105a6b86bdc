/**
 * The rounds as a row of cards, oldest first: swiped sideways on phones (one card a screen,
 * snapping to each), moved a card at a time with the arrow buttons, opening at the next round.
 * The row is the app's `Scroller`, so the end with more cards fades out, mirrored in
 * right-to-left languages (the cards' order follows the reading direction).
 */
import { useEffect, useRef } from 'react'
import { ArrowLeftIcon } from '../../../components/icons/icons'
import { Scroller } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { getFocusCardIndex, type RoundCardView } from '../rules/predictionRules'
import { RoundCard, type RoundCardContext } from './RoundCard'

function cardKey(card: RoundCardView): string {
  return card.kind === 'later' ? card.epoch.toString() : card.round.epoch.toString()
}

/** How long after an arrow press the row is taken to be still gliding to the card it aimed at. */
const AIM_MS = 700

function cardsOf(list: HTMLOListElement): HTMLElement[] {
  return [...list.children] as HTMLElement[]
}

function centre(element: Element): number {
  const box = element.getBoundingClientRect()
  return box.left + box.width / 2
}

/**
 * Scrolls the row (never the page) to where `item` sits in its middle. Visual distances from
 * where the row is now, so the same arithmetic holds in right-to-left rows, and a second call
 * (React runs effects twice in development) lands in the same place. jsdom has no scrolling.
 */
function showCard(list: HTMLOListElement, item: HTMLElement | undefined, smooth: boolean) {
  const row = list.parentElement
  if (!item || !row) return
  row.scrollTo?.({
    left: row.scrollLeft + centre(item) - centre(row),
    behavior: smooth ? 'smooth' : 'instant',
  })
}

export function RoundCarousel({
  cards,
  context,
}: {
  cards: readonly RoundCardView[]
  context: RoundCardContext
}) {
  const { t } = useTranslation()
  const list = useRef<HTMLOListElement>(null)
  // The card the arrows last aimed at, while the row glides there: a second press goes on from it.
  const aimed = useRef<{ index: number; at: number }>(undefined)
  const focusIndex = getFocusCardIndex(cards)
  const focusEpoch = cards[focusIndex] ? cardKey(cards[focusIndex]) : undefined

  // Open at the next round, and follow it when a new round starts.
  useEffect(() => {
    const element = list.current
    if (focusEpoch === undefined || !element) return
    showCard(
      element,
      cardsOf(element).find((item) => item.dataset.key === focusEpoch),
      false,
    )
  }, [focusEpoch])

  /** Moves one card towards the start (-1) or the end (1) of the row from the one most in view. */
  const move = (step: -1 | 1) => {
    const element = list.current
    const scroller = element?.parentElement
    if (!element || !scroller) return
    const all = cardsOf(element)
    const middle = centre(scroller)
    let nearest = 0
    all.forEach((item, index) => {
      const best = all[nearest]
      if (best && Math.abs(centre(item) - middle) < Math.abs(centre(best) - middle)) nearest = index
    })
    const recent =
      aimed.current && Date.now() - aimed.current.at < AIM_MS ? aimed.current : undefined
    const index = Math.min(all.length - 1, Math.max(0, (recent?.index ?? nearest) + step))
    aimed.current = { index, at: Date.now() }
    showCard(element, all[index], true)
  }

  return (
    <div className="prediction-carousel">
      <div className="prediction-carousel-nav">
        <button
          type="button"
          className="prediction-arrow"
          aria-label={t('Earlier rounds')}
          onClick={() => move(-1)}
        >
          <ArrowLeftIcon />
        </button>
        <button
          type="button"
          className="prediction-arrow prediction-arrow-forward"
          aria-label={t('Later rounds')}
          onClick={() => move(1)}
        >
          <span className="prediction-forward">
            <ArrowLeftIcon />
          </span>
        </button>
      </div>
      <Scroller>
        <ol ref={list} className="prediction-cards">
          {cards.map((card) => (
            <li key={cardKey(card)} data-key={cardKey(card)}>
              <RoundCard card={card} context={context} />
            </li>
          ))}
        </ol>
      </Scroller>
    </div>
  )
}
