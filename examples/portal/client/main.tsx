// The page's entry: the components' stylesheet first, the portal's own look after it, so the
// portal's rules win where they overlap (the components' rules have zero specificity).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'filing-kit/styles.css'
import './styles/portal.css'
import './styles/themes.css'
import { App } from './App'

// The page's policy forbids eval (server/staticFiles.ts), and nothing needs saying: filing-kit never
// tries `new Function` (issue 23; test/e2e/strictCsp.test.ts listens for violations).

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
