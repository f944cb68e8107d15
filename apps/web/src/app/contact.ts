/** How to reach the team; shown in the footer pop-up, on the about page and on the open-source page. */
export const SUPPORT_EMAIL = 'support@veridojo.local';
export const PRODUCT_NAME = 'VeriDojo';
/** Why stated: the contact pop-up promises a reply time, and this is the one place it is written. */
export const REPLY_WITHIN = '两个工作日内';
