import type { Brand } from '../../../brand/brand';
import type { LegalBlock, LegalDocumentContent, LegalSection, LegalText } from './legalContent';

export const PRIVACY_TITLE = 'Privacy policy';

export const PRIVACY_SECTION_IDS = {
  scope: 'privacy-scope',
  collected: 'privacy-information-we-collect',
  notCollected: 'privacy-information-we-do-not-collect',
  use: 'privacy-how-we-use-information',
  thirdParties: 'privacy-third-parties',
  retention: 'privacy-retention',
  rights: 'privacy-your-rights',
  security: 'privacy-security',
  children: 'privacy-children',
  transfers: 'privacy-international-transfers',
  changes: 'privacy-changes-to-this-policy',
  contact: 'privacy-contact',
} as const;

const ids = PRIVACY_SECTION_IDS;

function paragraph(text: LegalText): LegalBlock {
  return { kind: 'paragraph', text };
}

function ref(sectionId: string, text: string) {
  return { kind: 'ref', sectionId, text } as const;
}

/** Where privacy requests go: the support link, else the community chat. */
function supportLink(brand: Brand, text: string) {
  return { kind: 'link', text, href: brand.links.support ?? brand.links.communityChat } as const;
}

function scope(brand: Brand): LegalSection {
  return {
    id: ids.scope,
    number: 1,
    title: 'Who we are and what this policy covers',
    content: [
      paragraph(
        `This privacy policy explains what information ${brand.operatorName} (“we”, “us” or “our”) processes when you use the ${brand.name} website and web interface (the “Site”), why, and what choices you have. ${brand.operatorName} is responsible for that processing.`,
      ),
      paragraph(
        'The Site is a non-custodial interface: it shows information that is public on the blockchain and drafts transactions that you sign in your own wallet. We do not open accounts for you, and we designed the Site to work with as little information about you as possible.',
      ),
      paragraph(
        'This policy does not cover the blockchain itself, your wallet, or other third-party services you reach through the Site; their own privacy policies apply to them.',
      ),
    ],
  };
}

function collected(): LegalSection {
  return {
    id: ids.collected,
    number: 2,
    title: 'Information we collect',
    content: [
      { kind: 'subheading', text: 'Public wallet addresses' },
      paragraph(
        'When you connect a wallet, the Site reads its public address to show your balances, positions and activity and to draft transactions. We send the address to our servers to check it against sanctions lists and risk indicators; we keep the date of the last check and whether a risk was found, and your browser keeps a copy of that result. Addresses you look up, such as in a portfolio view, are sent to our servers to fetch their public data.',
      ),
      { kind: 'subheading', text: 'Location derived from your IP address' },
      paragraph(
        'To apply the access restrictions in our terms, the Site asks a geolocation service for the country and region that correspond to your IP address. We use the result only to decide whether the Site, or a notice about it, is available in your region. The Site keeps the result for at most two days and we do not build a location history.',
      ),
      { kind: 'subheading', text: 'Information stored on your device' },
      paragraph(
        'The Site saves the following in your browser’s local storage so that it works the way you left it. This information stays on your device unless this policy says otherwise:',
      ),
      {
        kind: 'list',
        items: [
          'settings: the network endpoint you chose, slippage, priority-fee level and custom fee (transaction settings reset after 30 minutes), and the last wallet you used;',
          'your acceptance of the terms and, where signing is enabled, the acknowledgement message your wallet signed;',
          'dismissed banners and notices, and when you last read your notifications;',
          'a referral code from a link you opened, and the referrer’s wallet address;',
          'the result of the wallet screening check described above;',
          'a random analytics identifier and whether it falls within the analytics sample.',
        ],
      },
      { kind: 'subheading', text: 'Sampled analytics' },
      paragraph(
        'Only a sample of about 2% of visitors, chosen at random from the analytics identifier, is measured. For those visitors the Site sends usage events, such as pages viewed and clicks on menus, the wallet button and notifications, together with browser, device and approximate location information, to an analytics provider. Page addresses can contain a public wallet address.',
      ),
      { kind: 'subheading', text: 'Error reports' },
      paragraph(
        'When something goes wrong, the Site sends an error report to an error-monitoring provider: the error message and technical context, the page, browser and device details and, for a failed transaction, the transaction id and the public address of the wallet that signed it. Performance traces are taken from a small sample of page loads, and a replay of the page interactions leading up to an error is recorded for a share of sessions in which an error occurs.',
      ),
      { kind: 'subheading', text: 'Information you give us' },
      paragraph(
        'If you contact us, we receive the information you choose to send, such as your handle on a community platform, your message and any address or transaction you mention. If you subscribe to in-app notifications, the notifications provider links your subscription to your wallet address through a message your wallet signs.',
      ),
    ],
  };
}

function notCollected(brand: Brand): LegalSection {
  return {
    id: ids.notCollected,
    number: 3,
    title: 'Information we do not collect',
    content: [
      {
        kind: 'list',
        items: [
          `We never collect or store private keys, recovery phrases or passwords, and ${brand.operatorName} has no custody of your digital assets. Anyone who asks you for them is not acting for us.`,
          'We do not ask for your name, postal address, identity documents or payment card details to use the Site.',
          'If you sign in with a Google account, an Apple account or an EVM wallet, the embedded-wallet service handles that sign-in; we receive only the resulting public wallet address.',
          'We do not use advertising cookies and we do not sell personal information.',
        ],
      },
    ],
  };
}

function use(): LegalSection {
  return {
    id: ids.use,
    number: 4,
    title: 'How we use information',
    content: [
      paragraph('We use the information described above to:'),
      {
        kind: 'list',
        items: [
          'operate the Site: show public on-chain data, draft transactions and remember your settings (our legitimate interest in providing the Site you asked to use);',
          'enforce the eligibility and access restrictions in our terms, screen wallets against sanctions lists and meet our legal obligations;',
          'detect, investigate and fix errors, abuse and security incidents (our legitimate interest in a safe and working Site);',
          'understand, in aggregate, how the Site is used so that we can improve it, using sampled analytics (our legitimate interest, or your consent where the law requires it);',
          'run the points and referral programmes you take part in;',
          'answer your questions and requests; and',
          'cooperate with authorities where the law requires it or where it is necessary to protect our rights or the safety of others.',
        ],
      },
      paragraph(
        'We do not use your information for automated decisions that produce legal effects for you, other than blocking access from restricted regions and from wallets that sanctions screening flags, which the law requires of us.',
      ),
    ],
  };
}

function thirdParties(): LegalSection {
  return {
    id: ids.thirdParties,
    number: 5,
    title: 'Third parties',
    content: [
      paragraph(
        'We share information only with service providers that help us run the Site, acting on our instructions, and with others where the law requires it:',
      ),
      {
        kind: 'list',
        items: [
          'hosting and content-delivery providers, which see your IP address when they serve the Site;',
          'the geolocation service, which receives your IP address;',
          'blockchain node (RPC) providers, which receive your IP address, the addresses the Site reads and the transactions you send;',
          'wallet-screening and blockchain-analytics providers, which receive wallet addresses;',
          'the analytics provider and the error-monitoring provider described above;',
          'the notifications provider, if you subscribe to notifications;',
          'the embedded-wallet service, if you sign in with it; and',
          'law enforcement agencies, regulators, courts and other authorities, when we are legally required to share information or have a good-faith belief that sharing is necessary.',
        ],
      },
      paragraph(
        'Transactions you sign are broadcast to a public blockchain, where anyone can see them permanently. That is a feature of the blockchain, not a disclosure by us.',
      ),
      paragraph(
        'If we are involved in a merger, acquisition or sale of assets, information may be transferred to the new operator, which will remain bound by this policy for that information.',
      ),
    ],
  };
}

function retention(): LegalSection {
  return {
    id: ids.retention,
    number: 6,
    title: 'Retention',
    content: [
      {
        kind: 'list',
        items: [
          'Information in your browser’s local storage stays there until you clear it; transaction settings reset themselves after 30 minutes.',
          'Wallet screening results are kept for as long as we need them to meet our legal obligations, and a result older than 7 days is replaced by a new check when the wallet connects again.',
          'Analytics events and error reports are kept by our providers for a limited period and then deleted or aggregated so that they no longer identify a browser or wallet.',
          'Messages you send us are kept for as long as needed to answer them and to keep a record of the exchange.',
        ],
      },
      paragraph(
        'Information recorded on a public blockchain cannot be changed or deleted by us or by anyone else.',
      ),
    ],
  };
}

function rights(): LegalSection {
  return {
    id: ids.rights,
    number: 7,
    title: 'Your rights',
    content: [
      paragraph(
        'Depending on where you live, you may have the right to ask for access to, correction of, deletion of or a copy of your personal information, to object to or restrict its processing, and to withdraw any consent you gave. You may also complain to a data-protection authority.',
      ),
      paragraph([
        'To exercise a right, contact us as described in ',
        ref(ids.contact, 'Section 12'),
        '. Because a wallet address does not by itself tell us who you are, we may ask you to prove that you control the address, for example by signing a message with your wallet. We will never ask for your private keys or recovery phrase.',
      ]),
      paragraph(
        `You can remove everything the Site stored on your device at any time by clearing your browser’s site data for the Site. Doing so also clears your settings and terms acceptance.`,
      ),
    ],
  };
}

function security(): LegalSection {
  return {
    id: ids.security,
    number: 8,
    title: 'Security',
    content: [
      paragraph(
        'We protect the information we hold with technical and organisational measures appropriate to its sensitivity, including encrypted connections and restricted access. No system is completely secure, so keep your wallet software up to date, check every transaction before signing it and never share your recovery phrase.',
      ),
    ],
  };
}

function children(): LegalSection {
  return {
    id: ids.children,
    number: 9,
    title: 'Children',
    content: [
      paragraph(
        'The Site is not intended for anyone under 18, and we do not knowingly collect information about children. If you believe a child has given us information, contact us and we will delete it.',
      ),
    ],
  };
}

function transfers(): LegalSection {
  return {
    id: ids.transfers,
    number: 10,
    title: 'International transfers',
    content: [
      paragraph(
        'Our service providers may process information in countries other than your own, whose data-protection laws may differ. Where the law requires it, we rely on appropriate safeguards, such as standard contractual clauses, for these transfers.',
      ),
    ],
  };
}

function changes(): LegalSection {
  return {
    id: ids.changes,
    number: 11,
    title: 'Changes to this policy',
    content: [
      paragraph(
        'We may update this policy when the Site or the law changes. The current version is always published on the Site, and material changes will be highlighted there.',
      ),
    ],
  };
}

function contact(brand: Brand): LegalSection {
  return {
    id: ids.contact,
    number: 12,
    title: 'Contact',
    content: [
      paragraph([
        `For questions about this policy or your information, contact ${brand.operatorName} through our `,
        supportLink(brand, 'support channel'),
        '.',
      ]),
    ],
  };
}

export function privacySections(brand: Brand): LegalSection[] {
  return [
    scope(brand),
    collected(),
    notCollected(brand),
    use(),
    thirdParties(),
    retention(),
    rights(),
    security(),
    children(),
    transfers(),
    changes(),
    contact(brand),
  ];
}

export function privacyDocument(brand: Brand): LegalDocumentContent {
  return {
    id: 'privacy',
    title: PRIVACY_TITLE,
    dates: [],
    intro: [],
    sections: privacySections(brand),
  };
}
