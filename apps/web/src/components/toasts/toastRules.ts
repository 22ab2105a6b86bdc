/**
 * The rules of the toast stack (spec §3 Toast, §4 Toasts, §9 timings), kept free of React so they
 * can be tested alone: a toast's id is the kebab-case of its title, a toast with the same title
 * replaces the old one, the newest toast is on top, and each toast sits 24 px below the previous.
 */
import type { ReactNode } from 'react'

export type ToastType = 'success' | 'error' | 'info' | 'warning'

export type Toast = {
  /** Kebab-case of the title (see `getToastId`). */
  id: string
  type: ToastType
  title: string
  description?: ReactNode | undefined
}

/** Time a toast stays on screen unless hovered. */
export const TOAST_LIFE_MS = 6000
/** Distance of the first toast from the top of the window. */
export const TOAST_TOP_PX = 80
/** Distance between stacked toasts. */
export const TOAST_SPACING_PX = 24
/** Length of the enter, move and leave animation. */
export const TOAST_ANIMATION_MS = 250

/**
 * Kebab-case of a title: words (runs of letters or digits, split also where a lower-case letter
 * meets an upper-case one) in lower case, joined by hyphens.
 *
 * @example
 * getToastId('Transaction receipt') // 'transaction-receipt'
 * getToastId('Staked!') // 'staked'
 */
export function getToastId(title: string): string {
  const words = title
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .match(/[\p{L}\p{N}]+/gu)
  return (words ?? []).map((word) => word.toLowerCase()).join('-')
}

/** The stack after showing a toast: any toast with the same id leaves, the new one goes on top. */
export function addToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...toasts.filter((other) => other.id !== toast.id)]
}

export function removeToast(toasts: readonly Toast[], id: string): Toast[] {
  const next = toasts.filter((toast) => toast.id !== id)
  return next.length === toasts.length ? (toasts as Toast[]) : next
}

/** Distance from the top of the window of the toast at `index` (0 = newest). */
export function getToastTop(index: number): number {
  return TOAST_TOP_PX + index * TOAST_SPACING_PX
}

/** Errors and warnings interrupt a screen reader (`alert`); the rest wait politely (`status`). */
export function getToastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status'
}
