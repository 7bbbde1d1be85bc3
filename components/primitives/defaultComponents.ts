import type { ComponentAdapter } from './componentAdapter'
import { Dialog } from './Dialog'
import { Alert, Badge, Button, FileInput, Heading, ProgressBar, Table } from './display'
import { Checkbox, DateInput, RadioGroup, Select, Textarea, TextInput } from './fields'

/** Our primitives, used wherever the provider's `components` leaves one out; wrap them to adjust. */
export const defaultComponents: ComponentAdapter = {
  Button,
  TextInput,
  Textarea,
  DateInput,
  Select,
  Checkbox,
  RadioGroup,
  FileInput,
  Dialog,
  Alert,
  Badge,
  Table,
  ProgressBar,
  Heading,
}
