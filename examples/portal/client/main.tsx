// The page's entry: the components' stylesheet first, the portal's own look after it, so the
// portal's rules win where they overlap (the components' rules have zero specificity).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { config } from 'zod/mini'
import 'filing-kit/styles.css'
import './styles/portal.css'
import './styles/themes.css'
import { App } from './App'

// The page's policy forbids eval (server/staticFiles.ts): say so, and neither zod nor the compliance
// form tries `new Function` to find out — Firefox logs that refused try as a console error.
config({ jitless: true })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
