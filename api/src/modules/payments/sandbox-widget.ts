import { contracts, sharedMessage } from '../../lib/contracts.js';

const { visaPattern, mastercardPattern, cardNamePattern, securityCodePattern, cardMessages } = contracts;

const texts = (lang: 'de' | 'en') => ({
  number: lang === 'de' ? 'Kartennummer' : 'Card number',
  holder: lang === 'de' ? 'Karteninhaber/in' : 'Card holder',
  month: lang === 'de' ? 'Ablaufmonat (MM)' : 'Expiry month (MM)',
  year: lang === 'de' ? 'Ablaufjahr (JJJJ)' : 'Expiry year (YYYY)',
  cvv: lang === 'de' ? 'Prüfnummer (CVV)' : 'Security code (CVV)',
  pay: lang === 'de' ? 'Jetzt bezahlen' : 'Pay now',
  paying: lang === 'de' ? 'Zahlung läuft…' : 'Paying…',
  sandbox: lang === 'de' ? 'Testumgebung: es wird kein Geld abgebucht.' : 'Test environment: no money is charged.',
  failed:
    lang === 'de'
      ? 'Die Zahlung konnte nicht gesendet werden. Bitte versuche es erneut.'
      : 'The payment could not be sent. Please try again.',
  cardNumber: sharedMessage(cardMessages.cardNumber, lang),
  cardName: sharedMessage(cardMessages.cardName, lang),
  securityCode: sharedMessage(cardMessages.securityCode, lang),
  expiry: sharedMessage(cardMessages.expiry, lang),
});

/**
 * The sandbox's widget script: like the provider's paymentWidgets.js it fills
 * `<form class="paymentWidgets" action="{shopperResultUrl}">` with the card form, sends the card
 * to the provider (here: the sandbox routes, never our order API) and redirects the browser to
 * the shopper result URL with ?id= and resourcePath=. Card rules come from the shared contracts.
 */
export function sandboxWidgetScript(checkoutId: string, submitUrl: string, browserKey: string): string {
  const config = {
    checkoutId,
    browserKey,
    submitUrl,
    patterns: {
      visa: visaPattern.source,
      master: mastercardPattern.source,
      name: cardNamePattern.source,
      cvv: securityCodePattern.source,
    },
    texts: { de: texts('de'), en: texts('en') },
  };
  return `(function(){
var C=${JSON.stringify(config)};
function run(){
var form=document.querySelector('form.paymentWidgets');
if(!form||form.getAttribute('data-sandbox-ready'))return;
form.setAttribute('data-sandbox-ready','1');
var lang=(document.documentElement.lang||'de').slice(0,2)==='de'?'de':'en';
var T=C.texts[lang];
var R={visa:new RegExp(C.patterns.visa),master:new RegExp(C.patterns.master),name:new RegExp(C.patterns.name),cvv:new RegExp(C.patterns.cvv)};
var fields=[['number',T.number,'cc-number','numeric',19],['holder',T.holder,'cc-name','text',40],['month',T.month,'cc-exp-month','numeric',2],['year',T.year,'cc-exp-year','numeric',4],['cvv',T.cvv,'cc-csc','numeric',3]];
var inputs={},errors={};
var note=document.createElement('p');note.className='sandbox-widget__note';note.textContent=T.sandbox;form.appendChild(note);
fields.forEach(function(f){
var id='sbx-'+f[0];var wrap=document.createElement('div');wrap.className='sandbox-widget__field sandbox-widget__field--'+f[0];
var label=document.createElement('label');label.htmlFor=id;label.textContent=f[1];
var input=document.createElement('input');input.id=id;input.name='card.'+f[0];input.autocomplete=f[2];input.inputMode=f[3];input.maxLength=f[4];input.setAttribute('aria-describedby',id+'-error');
var err=document.createElement('p');err.id=id+'-error';err.className='sandbox-widget__error';err.setAttribute('role','alert');
wrap.appendChild(label);wrap.appendChild(input);wrap.appendChild(err);form.appendChild(wrap);inputs[f[0]]=input;errors[f[0]]=err;});
var status=document.createElement('p');status.className='sandbox-widget__error';status.setAttribute('role','alert');
var button=document.createElement('button');button.type='submit';button.className='sandbox-widget__pay';button.textContent=T.pay;
form.appendChild(button);form.appendChild(status);
function digits(v){return v.replace(/\\s+/g,'');}
function check(){
var n=digits(inputs.number.value),ok=true,e={};
var validNumber=n.charAt(0)==='4'?R.visa.test(n):R.master.test(n);
if(!validNumber){e.number=T.cardNumber;}
var h=inputs.holder.value.trim();if(h!==''&&!R.name.test(h)){e.holder=T.cardName;}
var m=inputs.month.value.trim(),y=inputs.year.value.trim(),mm=Number(m);
var future=/^\\d{2}$/.test(m)&&/^\\d{4}$/.test(y)&&mm>=1&&mm<=12&&Date.UTC(Number(y),mm,1)>Date.now();
if(!future){e.month=T.expiry;}
if(!R.cvv.test(inputs.cvv.value.trim())){e.cvv=T.securityCode;}
Object.keys(errors).forEach(function(k){errors[k].textContent=e[k]||'';inputs[k].setAttribute('aria-invalid',e[k]?'true':'false');if(e[k])ok=false;});
return ok;}
form.addEventListener('submit',function(ev){
ev.preventDefault();status.textContent='';
if(!check()){var first=Object.keys(inputs).filter(function(k){return errors[k].textContent;})[0];if(first)inputs[first].focus();return;}
button.disabled=true;button.textContent=T.paying;
fetch(C.submitUrl,{method:'POST',headers:{'content-type':'application/json','x-sandbox-key':C.browserKey},body:JSON.stringify({number:digits(inputs.number.value),holder:inputs.holder.value.trim(),expiryMonth:inputs.month.value.trim(),expiryYear:inputs.year.value.trim(),cvv:inputs.cvv.value.trim()})})
.then(function(r){return r.json().then(function(b){return {ok:r.ok,body:b};});})
.then(function(res){
if(!res.ok){button.disabled=false;button.textContent=T.pay;status.textContent=(res.body&&res.body.message)||T.failed;return;}
inputs.number.value='';inputs.cvv.value='';
var action=form.getAttribute('action')||window.location.href;var sep=action.indexOf('?')>=0?'&':'?';
window.location.assign(action+sep+'id='+encodeURIComponent(C.checkoutId)+'&resourcePath='+encodeURIComponent('/v1/checkouts/'+C.checkoutId+'/payment'));})
.catch(function(){button.disabled=false;button.textContent=T.pay;status.textContent=T.failed;});});}
if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',run);}else{run();}
if(window.MutationObserver){var mo=new MutationObserver(function(){if(document.querySelector('form.paymentWidgets:not([data-sandbox-ready])'))run();});mo.observe(document.documentElement,{childList:true,subtree:true});setTimeout(function(){mo.disconnect();},60000);}
})();`;
}
