import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'

/** Connect with the injected wallet, or show the connected account with a Disconnect button. */
export function WalletButton() {
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const injected = connectors[0]

  if (connection.status === 'connected') {
    return (
      <div className="wallet">
        <output aria-label="Connected account">{connection.address}</output>
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      </div>
    )
  }
  return (
    <div className="wallet">
      <button
        type="button"
        disabled={!injected || connect.isPending}
        onClick={() => injected && connect.mutate({ connector: injected })}
      >
        Connect Wallet
      </button>
      {connect.error ? <p role="alert">{connect.error.message}</p> : null}
    </div>
  )
}
