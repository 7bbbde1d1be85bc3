import '@testing-library/jest-dom/vitest'
import { notifyManager } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// TanStack notifies observers after a zero timeout by default, so on a loaded machine a test that
// reads a hook's result right after `await act(...)` could see the state before the last change.
// A microtask lands inside act's flush: what a test reads after act is what a user would see.
notifyManager.setScheduler(queueMicrotask)

afterEach(() => cleanup())
