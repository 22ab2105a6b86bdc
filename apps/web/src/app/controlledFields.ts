/**
 * React's controlled fields on Preact. React puts a field's value back after every input event
 * when the state did not take the entry: an amount field that refuses a letter shows no letter.
 * Preact renders only when state changes, so a refused (or reshaped, `1.5.2` → `1.5`) entry
 * would stay on screen while the state holds something else. This hook gives every controlled
 * `<input>`/`<textarea>` React's behaviour: the handler's renders commit at once (as React does
 * for discrete events), then the field shows what its last render said.
 */
import { options, type Ref, type VNode } from 'preact'
import { flushSync } from 'preact/compat'

/** What each mounted field's last render gave it as its value. */
const renderedValue = new WeakMap<object, string>()
const INSTALLED = Symbol.for('ghost.controlledFields')

type FieldProps = Record<string, unknown> & { value?: unknown; oninput?: unknown }
type InputHandler = (event: Event) => void

function setRef(ref: Ref<unknown> | null | undefined, node: unknown): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup: unknown = ref(node)
    return typeof cleanup === 'function' ? (cleanup as () => void) : undefined
  }
  if (ref) ref.current = node
  return undefined
}

function keepControlled(vnode: VNode) {
  if (vnode.type !== 'input' && vnode.type !== 'textarea') return
  // preact/compat has already turned a text field's onChange into oninput
  const props = vnode.props as FieldProps
  const handler = props.oninput
  if (props.value == null || typeof handler !== 'function') return
  const value = String(props.value)
  const userRef = vnode.ref
  vnode.ref = (node: unknown) => {
    if (node) renderedValue.set(node, value)
    return setRef(userRef, node)
  }
  props.oninput = (event: Event) => {
    const field = event.currentTarget as HTMLInputElement | HTMLTextAreaElement
    flushSync(() => (handler as InputHandler)(event))
    const shown = renderedValue.get(field)
    if (shown !== undefined && field.value !== shown) field.value = shown
  }
}

/** Installs the hook once (the app's entry and the test set-up both call it). */
export function installControlledFields() {
  const hooks = options as typeof options & { [INSTALLED]?: true }
  if (hooks[INSTALLED]) return
  hooks[INSTALLED] = true
  const previous = options.vnode
  options.vnode = (vnode) => {
    previous?.(vnode)
    keepControlled(vnode)
  }
}
