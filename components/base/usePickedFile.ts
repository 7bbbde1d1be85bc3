'use client'
import { useRef, useState } from 'react'

/** A form's file from a FileDrop, and the file its submit sends. */
export interface PickedFile {
  /** The file picked and accepted, or null (FileDrop's `file`). */
  file: File | null
  /** FileDrop's `onFile`. */
  onFile: (file: File | null) => void
  /** FileDrop's `onChecking`. */
  onChecking: (checked: Promise<File | null>) => void
  /**
   * The file to send: the pick still being checked is waited for — on a slow machine, or pressed
   * right after dropping a file, the owner's file is sent rather than "choose a file" said; null when
   * there is none or it was refused.
   */
  settled: () => Promise<File | null>
  /** Forgets the file (sent, or the form starts over). */
  clear: () => void
}

/** The file a form with a FileDrop sends, its checks waited for (CancelSubscriptionDialog, OrderDocuments). */
export function usePickedFile(onFile?: (file: File | null) => void): PickedFile {
  const [file, setFile] = useState<File | null>(null)
  // The last pick's checks (FileDrop settles an overtaken pick on the next one's outcome).
  const checking = useRef<Promise<File | null> | null>(null)
  return {
    file,
    onFile: (picked) => {
      setFile(picked)
      onFile?.(picked)
    },
    onChecking: (checked) => {
      // A check that failed is no file (FileDrop refuses an unreadable one itself).
      checking.current = checked.catch(() => null)
    },
    settled: () => checking.current ?? Promise.resolve(file),
    clear: () => {
      checking.current = null
      setFile(null)
    },
  }
}
