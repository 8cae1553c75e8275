import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { Button, Link, TextField, Typography } from '@mui/material';
import { es, homeFor, loginSchema, validateAll } from '@curso/common';
import { callableErrorText } from '../data/callableErrorText';
import { api } from '../data/callables';
import { useSignedInUser } from '../data/session';
import { LoadingScreen } from '../components/LoadingScreen';
import { PageCard } from '../components/PageCard';
import { useToast } from '../components/toast/ToastContext';

/** `/login`: asks for a code by email; a visitor who is already signed in goes straight on. */
export function LoginPage() {
  const session = useSignedInUser();
  if (session.status === 'loading') return <LoadingScreen label={es.login.checkingSession} />;
  if (session.status === 'signedIn') return <Navigate to={homeFor(session.isAdmin)} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await validateAll(loginSchema, { email });
    if (!result.ok) {
      toast({ title: es.common.error, description: result.fields.email, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await api.sendVerificationCode({ email: result.value.email, isLogin: true });
    } catch (error) {
      const description = callableErrorText(error, es.login.sendFailed);
      toast({ title: es.common.error, description, variant: 'destructive' });
      setSending(false);
      return;
    }
    toast({ title: es.login.codeSentTitle, description: es.login.codeSent });
    const query = new URLSearchParams({ email: result.value.email, type: 'login' });
    navigate(`/verify?${query.toString()}`);
  };

  return (
    <PageCard title={es.login.title} subtitle={es.login.subtitle}>
      {/* noValidate: the browser's own bubble would hide the specification's message. */}
      <form noValidate onSubmit={submit}>
        <TextField
          label={es.login.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={es.login.emailPlaceholder}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ mb: 2 }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={sending}>
          {sending ? es.login.submitting : es.login.submit}
        </Button>
      </form>
      <Typography textAlign="center">
        {es.login.noAccount}{' '}
        <Link component={RouterLink} to="/register">
          {es.login.registerLink}
        </Link>
      </Typography>
    </PageCard>
  );
}
