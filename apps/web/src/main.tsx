import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadRuntimeConfig } from './config/runtimeConfig'
import './styles/tokens.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html lacks #root')
const root = createRoot(rootElement)

loadRuntimeConfig()
  .then((config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    root.render(
      <main className="page">
        <h1>Ghost</h1>
        <p role="alert">Error occurred, please try again</p>
        <pre>{error instanceof Error ? error.message : String(error)}</pre>
      </main>,
    )
  })
