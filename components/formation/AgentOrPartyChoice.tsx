'use client'
import type { FormationFormValues, ProductOption } from '../../hooks'
import { useComponents } from '../base/useComponents'
import type { Text } from '../base/useText'
import type { FormationFormMessageId } from '../messages/en/formationForm'
import { fieldId } from './FormationFields'

/**
 * The choice that opens the agent and party steps (BF-10's cascades): our registered agent or
 * another one, a responsible party or none. The fields the other answer asks for show below it.
 */
export function AgentOrPartyChoice({
  step,
  formId,
  values,
  disabled,
  words: { t, money },
  agentOption,
  onChange,
}: {
  step: 'agent' | 'party'
  formId: string
  values: FormationFormValues
  disabled: boolean
  words: Pick<Text<FormationFormMessageId>, 't' | 'money'>
  /** The package's registered agent service: what choosing the service as agent adds to the order. */
  agentOption?: ProductOption | undefined
  onChange: (change: (current: FormationFormValues) => FormationFormValues) => void
}) {
  const { RadioGroup } = useComponents()
  const agent = step === 'agent'
  const ours = values.registerAgent.registeredAgentIsCorpnetAgent
  return (
    <RadioGroup
      id={fieldId(
        formId,
        agent ? 'registerAgent.registeredAgentIsCorpnetAgent' : 'responsibleParty.responsiblePartyStatus',
      )}
      label={t(agent ? 'formationForm.agentChoice' : 'formationForm.partyChoice')}
      value={agent ? (ours ? 'ours' : 'other') : values.responsibleParty.responsiblePartyStatus}
      options={
        agent
          ? [
              { value: 'ours', label: t('formationForm.agentOurs') },
              { value: 'other', label: t('formationForm.agentOther') },
            ]
          : [
              { value: 'No', label: t('formationForm.partyNo') },
              { value: 'Yes', label: t('formationForm.partyYes') },
            ]
      }
      hint={
        agent
          ? ours
            ? agentOption?.packageDisplaySelection === 'Bundled'
              ? t('formationForm.agentOursIncluded')
              : agentOption?.price
                ? t('formationForm.agentOursPrice', { price: money(agentOption.price) })
                : undefined
            : t('formationForm.agentOtherHint')
          : t('formationForm.partyHint')
      }
      disabled={disabled}
      onChange={(value) =>
        onChange((current) =>
          agent
            ? {
                ...current,
                registerAgent: { ...current.registerAgent, registeredAgentIsCorpnetAgent: value === 'ours' },
              }
            : {
                ...current,
                responsibleParty: {
                  ...current.responsibleParty,
                  responsiblePartyStatus: value as 'Yes' | 'No',
                },
              },
        )
      }
    />
  )
}
