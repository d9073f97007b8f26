interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function verificationEmail(fullName: string, url: string): Email {
  return {
    subject: "Verify your email for FairCarat",
    text: `Hi ${fullName},\n\nConfirm your email address to complete your FairCarat registration:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(fullName)},</p><p>Confirm your email address to complete your FairCarat registration:</p><p><a href="${escapeHtml(url)}">Verify my email</a></p><p>The link is valid for 24 hours. If you did not sign up, ignore this email.</p>`,
  };
}

/**
 * Sent instead of an error when someone signs up with a registered address (no account probing).
 */
export function existingAccountEmail(publicUrl: string): Email {
  const signInUrl = `${publicUrl}/auth`;
  return {
    subject: "You already have a FairCarat account",
    text: `Someone (hopefully you) tried to create a FairCarat account with this email address, which already has one.\n\nSign in here: ${signInUrl}\n\nIf this was not you, no action is needed.\n`,
    html: `<p>Someone (hopefully you) tried to create a FairCarat account with this email address, which already has one.</p><p><a href="${escapeHtml(signInUrl)}">Sign in</a></p><p>If this was not you, no action is needed.</p>`,
  };
}
