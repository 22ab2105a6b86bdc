import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { installControlledFields } from './app/controlledFields'
import { loadRuntimeConfig } from './config/runtimeConfig'
import { loadInitialI18n } from './i18n'
import './styles/tokens.css'
import './styles/controls.css'

installControlledFields()

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html lacks #root')
const root = createRoot(rootElement)

// The start language's translations load beside the config, so the first render is already translated.
Promise.all([loadRuntimeConfig(), loadInitialI18n()])
  .then(([config, i18n]) =>
    root.render(
      <StrictMode>
        <App config={config} i18n={i18n} />
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
