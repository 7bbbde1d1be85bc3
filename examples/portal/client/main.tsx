// The page's entry: the components' stylesheet first, the portal's own look after it, so the
// portal's rules win where they overlap (the components' rules have zero specificity).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'filing-kit/styles.css'
import './styles/portal.css'
import './styles/themes.css'
import { App } from './App'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
