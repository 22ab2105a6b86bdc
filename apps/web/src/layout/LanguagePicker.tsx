import { useTranslation } from '../i18n'
import { LANGUAGES } from '../i18n/locales'
import { useLanguage } from '../i18n/useLanguage'

export function LanguagePicker() {
  const { t } = useTranslation()
  const { locale, setLocale } = useLanguage()
  return (
    <select
      aria-label={t('Language')}
      value={locale}
      onChange={(event) => void setLocale(event.target.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language.locale} value={language.locale}>
          {language.language}
        </option>
      ))}
    </select>
  )
}
