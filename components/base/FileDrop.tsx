'use client'
import { useState } from 'react'
import { checkFile, DEFAULT_MAX_FILE_BYTES } from '../../hooks'
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
}: FileDropProps) {
  const { FileInput } = useComponents()
  const { t, bytes } = useText(fileMessages)
  const [refusal, setRefusal] = useState<string | undefined>()
  const types = acceptedTypesText(accept)

  const pick = (files: File[]) => {
    const picked = files[0]
    if (!picked) return
    const reason = checkFile(picked, { accept, maxBytes })
    if (reason) {
      const values = { name: picked.name, size: bytes(picked.size), max: bytes(maxBytes), types }
      setRefusal(
        t(
          reason === 'empty' ? 'file.empty' : reason === 'too_large' ? 'file.tooLarge' : 'file.wrongType',
          values,
        ),
      )
      onFile(null)
      return
    }
    setRefusal(undefined)
    onFile(picked)
  }

  const hint = file
    ? t('file.selected', {
        name: file.name,
        type: file.type || t('file.unknownType'),
        size: bytes(file.size),
      })
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
