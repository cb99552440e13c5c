import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { loginPathFor } from '../api/loginRedirect';
import { loadUserInfo } from '../session/authFlow';

/**
 * The server localizes user and organisation names by the `language` header: after a language
 * switch, ask for user info again so the top bar and the welcome text follow.
 */
export function useUserInfoRefresh(): void {
  const language = useLanguage();
  const navigate = useNavigate();
  const previous = useRef(language);
  useEffect(() => {
    if (language === previous.current) return;
    previous.current = language;
    void loadUserInfo().then((outcome) => {
      if (outcome === 'expired')
        navigate(loginPathFor(window.location.pathname + window.location.search));
    });
  }, [language, navigate]);
}
