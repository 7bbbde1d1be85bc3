// The demo's sign-in: one button per customer. A real portal has its own sign-in here.
import { signIn, type SessionInfo } from '../session'
import { useText } from '../text'

export function SignIn({
  customers,
  onSignedIn,
}: {
  customers: SessionInfo['customers']
  onSignedIn(): void
}) {
  const t = useText()
  return (
    <section className="acme-card acme-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <p className="acme-lead">{t('signIn.lead')}</p>
      <div className="acme-stack">
        {customers.map((customer) => (
          <button
            key={customer.id}
            type="button"
            className="acme-button acme-button-primary"
            onClick={() => void signIn(customer.id).then(onSignedIn)}
          >
            {t('signIn.as', { name: customer.name })}
          </button>
        ))}
      </div>
    </section>
  )
}
