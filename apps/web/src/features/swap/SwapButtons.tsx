/** Renders the button area `getSwapButtonState` decided on. */
import { ConnectWalletButton } from '../wallet'
import type { SwapButtonState } from './getSwapButtonState'
import { useSwapMessage } from './useSwapMessage'

export type SwapButtonsProps = {
  state: SwapButtonState
  onWrap: () => void
  onApprove: () => void
  onSwap: () => void
}

export function SwapButtons({ state, onWrap, onApprove, onSwap }: SwapButtonsProps) {
  const text = useSwapMessage()
  switch (state.kind) {
    case 'connect':
      return <ConnectWalletButton className="wide-button" />
    case 'wrap':
      return (
        <button
          type="button"
          className="wide-button"
          disabled={state.button.disabled}
          onClick={onWrap}
        >
          {text(state.button.label)}
        </button>
      )
    case 'noRoute':
      return (
        <div className="swap-no-route">
          <button type="button" className="wide-button" disabled>
            {text(state.label)}
          </button>
          {state.hint ? <p>{text(state.hint)}</p> : null}
        </div>
      )
    case 'swap':
      return (
        <div className={state.approve ? 'swap-buttons two' : 'swap-buttons'}>
          {state.approve ? (
            <button
              type="button"
              className="wide-button"
              disabled={state.approve.disabled}
              onClick={onApprove}
            >
              {text(state.approve.label)}
            </button>
          ) : null}
          <button
            type="button"
            className={`wide-button${state.swap.danger ? ' danger' : ''}`}
            disabled={state.swap.disabled}
            onClick={onSwap}
          >
            {text(state.swap.label)}
          </button>
        </div>
      )
  }
}
