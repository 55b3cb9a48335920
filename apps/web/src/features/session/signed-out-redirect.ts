import { TOKEN_KEY } from "./storage";

/**
 * Inline script of a page that needs a session: with no token stored, it sends the visitor to
 * sign in (keeping the page and its query as the callback, like the Guard) while the document is
 * still being parsed, instead of after the page's scripts have loaded and hydrated.
 */
export function signedOutRedirectScript(): string {
  return `try{if(!localStorage.getItem(${JSON.stringify(TOKEN_KEY)})){var p=location.pathname,l=p==="/en"||p.indexOf("/en/")===0?"/en":"";location.replace(l+"/login?callback="+encodeURIComponent((p.slice(l.length)||"/")+location.search))}}catch(e){}`;
}
