// Texts of the contact form (/contact_us and the landing page's contact section). They load with
// the rest of the catalogue, never with the login page's shell part.
import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  heading: {
    id: 'contact.heading',
    defaultMessage: 'Contact us',
    description: 'Heading of the contact page',
  },
  intro: {
    id: 'contact.intro',
    defaultMessage:
      'Questions about partnership, distribution or your account? Write to us and we will answer by email.',
    description: 'Text under the contact page heading',
  },
  name: {
    id: 'contact.name',
    defaultMessage: 'Name',
    description: 'Field of the contact form',
  },
  email: {
    id: 'contact.email',
    defaultMessage: 'Email',
    description: 'Field of the contact form',
  },
  title: {
    id: 'contact.title',
    defaultMessage: 'Subject',
    description: 'Field of the contact form: the title of the message',
  },
  message: {
    id: 'contact.message',
    defaultMessage: 'Message',
    description: 'Field of the contact form',
  },
  send: {
    id: 'contact.send',
    defaultMessage: 'Send',
    description: 'Submit button of the contact form',
  },
  sending: {
    id: 'contact.sending',
    defaultMessage: 'Sending\u2026',
    description: 'Submit button of the contact form while sending',
  },
  sentHeading: {
    id: 'contact.sentHeading',
    defaultMessage: 'Thank you, your message was sent',
    description: 'Heading once the contact form was sent',
  },
  another: {
    id: 'contact.another',
    defaultMessage: 'Write another message',
    description: 'Button that shows the contact form again after sending',
  },
  needsConnection: {
    id: 'contact.needsConnection',
    defaultMessage: 'Sending a message needs a connection. Check your network and try again.',
    description: 'Shown when the contact form cannot reach the server',
  },
  help: {
    id: 'contact.help',
    defaultMessage: 'Looking for an answer now? See the help centre.',
    description: 'Link from the contact page to the help centre',
  },
});

export const contactValueMessages = defineMessages<{
  sentBody: { email: string };
}>({
  sentBody: {
    id: 'contact.sentBody',
    defaultMessage:
      'We sent a confirmation to {email} and will answer you there, usually within two working days.',
    description: 'Text once the contact form was sent',
  },
});
