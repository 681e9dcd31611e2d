// What the social feature offers the others: the provider buttons (login and registration show them).
export { SocialSignIn } from './social-sign-in';
