'use client'
import { useRef, useState, type RefObject } from 'react'
import { findById } from './findById'
import { checkFile, DEFAULT_MAX_FILE_BYTES, MAGIC_BYTES_LENGTH } from '../../hooks/coreHelpers'
import { useComponents } from './useComponents'
import { fileMessages } from '../messages/en/file'
import { useText } from './useText'

/** What an `accept` list reads as for a person: `.pdf,image/png` → `PDF, PNG`. */
export function acceptedTypesText(accept: string): string {
  const names = accept
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => (token.startsWith('.') ? token.slice(1) : (token.split('/')[1] ?? token)))
    .map((name) => (name === '*' ? 'any' : name.toUpperCase()))
  return [...new Set(names)].join(', ')
}

export interface FileDropProps {
  id: string
  /** An element around the drop (e.g. its form): the input is looked up in its tree, a shadow root too. */
  anchor?: RefObject<Element | null>
  label: string
  accept: string
  maxBytes?: number
  /** The file picked and accepted, or null. */
  file: File | null
  onFile: (file: File | null) => void
  /** An error from the form (e.g. "choose a file"), shown when the picked file has none of its own. */
  error?: string | undefined
  disabled?: boolean
  required?: boolean
  /**
   * Checks a picked file's first `MAGIC_BYTES_LENGTH` bytes against what its name and type claim
   * (`contentMatchesName` for documents and proofs: design.md, "Files"). Passed in rather than
   * imported, so that a picker of files with no signature (the import's CSV) does not ship the table.
   */
  checkContent?: (file: File, head: Uint8Array) => boolean
  /**
   * A pick's checks have begun (reading its first bytes takes a moment): `checked` settles on the
   * file accepted, or null when it is refused — the next pick's outcome when one overtakes it. A form
   * pressed meanwhile waits for it rather than saying "choose a file" (`usePickedFile`).
   */
  onChecking?: (checked: Promise<File | null>) => void
}

/**
 * The adapter's file input, plus the checks: an empty, oversize or wrong-type file is refused with a
 * message naming it before anything reads or sends it; an accepted one is shown by name, type and size.
 */
export function FileDrop({
  id,
  label,
  accept,
  maxBytes = DEFAULT_MAX_FILE_BYTES,
  file,
  onFile,
  error,
  disabled,
  required,
  checkContent,
  anchor,
  onChecking,
}: FileDropProps) {
  const { FileInput } = useComponents()
  const { t, bytes } = useText(fileMessages)
  const [refusal, setRefusal] = useState<string | undefined>()
  // Only the latest pick counts when reading a file's first bytes overlaps the next pick.
  const latest = useRef<File | null>(null)
  const latestChecked = useRef<Promise<File | null>>(Promise.resolve(null))
  const types = acceptedTypesText(accept)

  const refuse = (message: string) => {
    setRefusal(message)
    onFile(null)
    // A refused file must not stay named in the native control (nor be sent with a form around it):
    // the adapter gives the input our id, so clear it there. Focus and the element stay as they were.
    const input = findById(anchor?.current ?? document, id)
    if (input instanceof HTMLInputElement && input.type === 'file') input.value = ''
  }

  /** The pick's checks: the file when accepted, null when refused, the next pick's when overtaken. */
  const check = async (picked: File): Promise<File | null> => {
    const values = { name: picked.name, size: bytes(picked.size), max: bytes(maxBytes), types }
    const reason = checkFile(picked, { accept, maxBytes })
    if (reason) {
      refuse(
        t(
          reason === 'empty' ? 'file.empty' : reason === 'too_large' ? 'file.tooLarge' : 'file.wrongType',
          values,
        ),
      )
      return null
    }
    // The name and type are the sender's word; the first bytes say what the file is (design.md, "Files").
    let head: Uint8Array | undefined
    try {
      head = checkContent && new Uint8Array(await picked.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer())
    } catch {
      // Moved or deleted since it was picked, or a placeholder of a cloud drive: said, and no file.
      if (latest.current !== picked) return latestChecked.current
      refuse(t('file.unreadable', values))
      return null
    }
    if (latest.current !== picked) return latestChecked.current
    if (head && checkContent && !checkContent(picked, head)) {
      refuse(t('file.notWhatItSays', values))
      return null
    }
    setRefusal(undefined)
    onFile(picked)
    return picked
  }

  const pick = (files: File[]) => {
    const picked = files[0]
    if (!picked) return
    latest.current = picked
    const checked = check(picked)
    latestChecked.current = checked
    onChecking?.(checked)
  }

  const hint = file
    ? t('file.selected', { name: file.name, size: bytes(file.size) })
    : t('file.hintTypesSize', { types, size: bytes(maxBytes) })

  return (
    <FileInput
      id={id}
      label={label}
      accept={accept}
      dropLabel={t('file.dropLabel')}
      hint={hint}
      error={refusal ?? error}
      required={required}
      disabled={disabled}
      onFiles={pick}
    />
  )
}
