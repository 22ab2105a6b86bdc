import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { ToastContainer } from './ToastContainer'
import { addToast, getToastId, removeToast, type Toast, type ToastType } from './toastRules'

type ShowToast = (title: string, description?: ReactNode) => void

export type ToastsApi = {
  toastSuccess: ShowToast
  toastError: ShowToast
  toastInfo: ShowToast
  toastWarning: ShowToast
  /** Removes the toast with this id (the kebab-case of its title). */
  remove: (id: string) => void
  clear: () => void
}

/** Thrown when `useToast` runs outside `ToastProvider` (spec §8). */
export class ToastsContextUndefinedError extends Error {
  override name = 'ToastsContextUndefinedError'
  constructor() {
    super('Toasts context undefined')
  }
}

const ToastsContext = createContext<ToastsApi | undefined>(undefined)

/** Holds the toast stack, renders it over the page and offers `useToast()` to everything inside. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])

  const show = useCallback(
    (type: ToastType): ShowToast =>
      (title, description) =>
        setToasts((list) => addToast(list, { id: getToastId(title), type, title, description })),
    [],
  )
  const remove = useCallback((id: string) => setToasts((list) => removeToast(list, id)), [])

  const api = useMemo<ToastsApi>(
    () => ({
      toastSuccess: show('success'),
      toastError: show('error'),
      toastInfo: show('info'),
      toastWarning: show('warning'),
      remove,
      clear: () => setToasts([]),
    }),
    [show, remove],
  )

  return (
    <ToastsContext.Provider value={api}>
      {children}
      <ToastContainer toasts={toasts} onRemove={remove} />
    </ToastsContext.Provider>
  )
}

export function useToast(): ToastsApi {
  const api = useContext(ToastsContext)
  if (!api) throw new ToastsContextUndefinedError()
  return api
}
