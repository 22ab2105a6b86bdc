export {
  ToastProvider,
  type ToastsApi,
  ToastsContextUndefinedError,
  useToast,
} from './ToastProvider'
export {
  getToastId,
  TOAST_ANIMATION_MS,
  TOAST_LIFE_MS,
  type Toast,
  type ToastType,
} from './toastRules'
