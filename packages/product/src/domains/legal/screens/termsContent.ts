import type { Brand } from '../../../brand/brand';
import type {
  LegalBlock,
  LegalDate,
  LegalDocumentContent,
  LegalSection,
  LegalText,
} from './legalContent';

export const TERMS_TITLE = 'Terms and conditions';

export const TERMS_DATES: readonly LegalDate[] = [
  { label: 'Published', iso: '2022-08-27', display: '27 Aug 2022' },
  { label: 'Last updated', iso: '2025-05-23', display: '23 May 2025' },
];

/** Localities whose residents and visitors may not use the site, spelt as the terms publish them. */
export const PROHIBITED_LOCALITIES = [
  'Myanmar',
  "Cote D'Ivoire",
  'Cuba',
  'Crimea and Sevastopol',
  'Democratic Republic of Congo',
  'Iran',
  'Iraq',
  'Libya',
  'Mali',
  'Nicaragua',
  'North Korea',
  'Somalia',
  'Sudan',
  'Syria',
  'Yemen',
  'Zimbabwe',
] as const;

/** Section anchors; cross-references in the text point at these. */
export const TERMS_SECTION_IDS = {
  overview: 'site-overview',
  eligibility: 'eligibility-risks-and-operator-discretion',
  intellectualProperty: 'intellectual-property',
  uses: 'permitted-and-prohibited-uses',
  representations: 'user-representations',
  risks: 'risks-disclaimers-and-liability',
  disputes: 'governing-law-and-disputes',
  miscellaneous: 'miscellaneous',
} as const;

const ids = TERMS_SECTION_IDS;

function ref(sectionId: string, text: string) {
  return { kind: 'ref', sectionId, text } as const;
}

function paragraph(text: LegalText): LegalBlock {
  return { kind: 'paragraph', text };
}

function siteOverview(brand: Brand): LegalSection {
  return {
    id: ids.overview,
    number: 1,
    title: 'Site overview',
    content: [
      paragraph(
        `The Site is a non-custodial web interface to software that runs on public blockchain networks (the “Blockchain”). It does two things: it publishes information that is already publicly available on the Blockchain, and it drafts transactions that you review and sign in your own wallet. Transactions are carried out by smart contracts deployed on the Blockchain, not by ${brand.operatorName} or by the Site.`,
      ),
      paragraph('Through the Site you can, subject to these Terms and to availability:'),
      {
        kind: 'list',
        items: [
          'swap digital assets and place limit orders through third-party liquidity sources;',
          'supply and borrow digital assets in lending markets, deposit into earn vaults, and open multiply (automated leverage loop) and long or short leverage positions;',
          'deposit into automated liquidity strategies that provide liquidity on third-party concentrated-liquidity exchanges;',
          'view a portfolio of positions held by any public address;',
          `stake the ${brand.nativeTokenSymbol} token, take part in governance, claim token allocations for which you are eligible, and take part in points, referral and farm programmes.`,
        ],
      },
      {
        kind: 'subheading',
        text: 'No custody',
      },
      paragraph(
        `${brand.operatorName} holds no funds, private keys or custody of your digital assets at any time. It cannot access, move, freeze, recover or return your digital assets, and it cannot initiate, cancel, reverse or modify a transaction once you have signed it. You alone control your wallet and are responsible for keeping your private keys and recovery phrases safe. ${brand.operatorName} will never ask you for them.`,
      ),
      { kind: 'subheading', text: 'No site fees' },
      paragraph(
        `${brand.operatorName} charges no fee for access to or use of the Site. The only costs of a transaction drafted by the Site are network fees paid to the Blockchain’s validators, including any priority fee you choose, and any charges of third-party wallets, exchanges or services. Interest rates, spreads, liquidation penalties and other parameters of the smart contracts you interact with are set on-chain and are not fees charged by ${brand.operatorName} for the Site.`,
      ),
      { kind: 'subheading', text: 'Third-party services' },
      paragraph(
        'You may connect a self-custodial wallet, or sign in with a Google account, an Apple account or an EVM wallet through a third-party embedded-wallet service. Wallets, embedded-wallet services, blockchain node providers, price oracles, exchanges, block explorers and the other services the Site links to or relies on are operated by third parties under their own terms. We do not control them and are not responsible for their availability, accuracy, security or conduct.',
      ),
      { kind: 'subheading', text: 'Information only' },
      paragraph(
        'Rates, yields, prices, points, risk metrics, analytics and other data shown on the Site are provided for information only. They may be estimated, delayed or inaccurate, and past figures do not predict future results. Nothing on the Site is investment, financial, legal or tax advice, an offer or solicitation, or a recommendation to enter into any transaction.',
      ),
      { kind: 'subheading', text: 'Changes to these Terms' },
      paragraph(
        'We may amend these Terms at any time by publishing a new version on the Site; the “Last updated” date above shows when they last changed. Amended Terms take effect when published. If you continue to use the Site afterwards, you accept the amended Terms; if you do not accept them, you must stop using the Site.',
      ),
    ],
  };
}

function eligibility(brand: Brand): LegalSection {
  return {
    id: ids.eligibility,
    number: 2,
    title: 'Eligibility, risks and operator discretion',
    content: [
      { kind: 'subheading', text: 'Who may use the Site' },
      paragraph('You may access and use the Site only if all of the following are true:'),
      {
        kind: 'list',
        items: [
          'you are at least 18 years old and have full legal capacity to accept these Terms;',
          'you are not a US person, meaning a citizen or resident of the United States of America or its territories, or an entity incorporated, organised or having its principal place of business there;',
          'you are not a Prohibited Person, meaning a person or entity that is named on, or owned or controlled by, or acting on behalf of, a person named on any sanctions list maintained by the United Nations Security Council, the United States (including the Specially Designated Nationals and Blocked Persons List), the European Union, the United Kingdom or the British Virgin Islands;',
          'you are not located, resident, incorporated or organised in a Prohibited Locality; and',
          'no law that applies to you forbids you from using the Site or the smart contracts it interacts with.',
        ],
      },
      paragraph('The Prohibited Localities are:'),
      { kind: 'list', items: PROHIBITED_LOCALITIES },
      paragraph(
        'The Site may also be unavailable in other jurisdictions where the law or a sanctions programme requires it, and a notice on the Site will tell you when access from your region is restricted. The Site is not authorised in the European Union to provide investment services; if you use it from there, you do so on your own initiative and without the protections that apply to clients of authorised investment firms.',
      ),
      paragraph(
        'You must not use a virtual private network (VPN), proxy server, anonymising service or any other means to hide your location or identity or to get around any restriction described in these Terms.',
      ),
      { kind: 'subheading', text: 'Risks' },
      paragraph([
        'Using the Site and the smart contracts it interacts with involves a high degree of risk, including the risk of losing all of the digital assets you use. Before using the Site, read the risks described in ',
        ref(ids.risks, 'Section 6'),
        ' and make sure you understand them. Use the Site only with assets you can afford to lose.',
      ]),
      { kind: 'subheading', text: 'Operator discretion' },
      paragraph(
        `${brand.operatorName} may, at any time, for any reason or no reason, with or without notice and without liability to you:`,
      ),
      {
        kind: 'list',
        items: [
          'deny, suspend, limit or end your access to all or part of the Site, including by allowing only withdrawals;',
          'screen the wallets and addresses that connect to or are used with the Site against sanctions lists and blockchain-analytics risk indicators, and block any wallet or address it considers to present a legal, regulatory or reputational risk;',
          'use your IP address and other signals to determine your location and enforce the restrictions in this Section;',
          'cooperate with law enforcement agencies, regulators, courts and other authorities, and disclose information to them where required by law or where it reasonably believes disclosure is necessary; and',
          'change, suspend or withdraw any feature, market, vault, strategy, programme or integration shown on the Site.',
        ],
      },
      paragraph(
        `Restricting your access to the Site does not give ${brand.operatorName} any control over your digital assets, which remain in your wallet or in the smart contracts where you placed them.`,
      ),
    ],
  };
}

function intellectualProperty(brand: Brand): LegalSection {
  return {
    id: ids.intellectualProperty,
    number: 3,
    title: 'Intellectual property',
    content: [
      paragraph(
        `The Site and its content, including its design, text, graphics, logos, icons, data compilations and software, and the ${brand.name} name and marks, are owned by or licensed to ${brand.operatorName} and are protected by intellectual property laws.`,
      ),
      paragraph(
        'Subject to these Terms, we grant you a limited, personal, revocable, non-exclusive, non-transferable and non-sublicensable licence to access and use the Site for its intended purpose. You must not, except as these Terms or applicable law expressly allow:',
      ),
      {
        kind: 'list',
        items: [
          'copy, modify, distribute, sell, lease or create derivative works of the Site or its content;',
          `use the ${brand.name} name, logos or other marks, or anything confusingly similar, without our prior written consent;`,
          'frame or mirror the Site, or present it in a way that suggests an affiliation with or endorsement by us;',
          'remove or alter any copyright, trademark or other notice on the Site.',
        ],
      },
      paragraph(
        'Smart contracts and software components that are published under an open-source licence are governed by that licence, which prevails over this Section for that code.',
      ),
      paragraph(
        'If you send us feedback or suggestions, you grant us a perpetual, irrevocable, worldwide, royalty-free licence to use them for any purpose without compensation or attribution.',
      ),
      paragraph(
        'Names and marks of third parties shown on the Site, including tokens, exchanges and wallets, belong to their owners. Their appearance on the Site does not imply any endorsement, partnership or affiliation.',
      ),
    ],
  };
}

function permittedUses(brand: Brand): LegalSection {
  return {
    id: ids.uses,
    number: 4,
    title: 'Permitted and prohibited uses',
    content: [
      paragraph(
        'You may use the Site only for lawful purposes: to view information published on the Site and to prepare transactions that you sign for your own account, in accordance with these Terms.',
      ),
      paragraph('You must not, and must not help anyone else to:'),
      {
        kind: 'list',
        items: [
          'break any applicable law or regulation, including sanctions, anti-money-laundering, counter-terrorist-financing, securities, commodities, consumer-protection and tax laws;',
          'use the Site on behalf of, or for the benefit of, a US person, a Prohibited Person or anyone located in a Prohibited Locality;',
          'use a VPN, proxy or other technique to circumvent geographic restrictions, wallet screening or any other access control;',
          'use the Site in connection with money laundering, terrorist financing, fraud, ransomware or any other illegal activity, or with assets derived from such activity;',
          'manipulate markets or prices, including by wash trading, spoofing, layering, front-running or oracle manipulation, or exploit errors or vulnerabilities in the Site or any smart contract;',
          'attack, overload or disrupt the Site or its infrastructure, including by denial-of-service attacks, malicious code or scraping that impairs its operation;',
          'gain or attempt to gain unauthorised access to the Site, its systems or any other person’s wallet or data;',
          'use multiple wallets, bots or other artificial means to inflate points, referrals, rewards or leaderboard positions;',
          `impersonate any person, or falsely claim an affiliation with ${brand.operatorName} or the ${brand.name} project;`,
          'decompile or reverse engineer the Site, except to the extent applicable law allows it despite this restriction; or',
          'infringe the intellectual property, privacy or other rights of anyone.',
        ],
      },
      { kind: 'subheading', text: 'Points, referrals and rewards' },
      paragraph(
        `Points, referral rewards, leaderboards and similar programmes are promotional. Points have no monetary value, cannot be sold or transferred and give no right to any token, payment or other benefit unless ${brand.operatorName} expressly states otherwise. We may change, suspend or end any programme, adjust balances to correct errors, and disqualify wallets that we reasonably believe have breached these Terms.`,
      ),
      { kind: 'subheading', text: 'Breach' },
      paragraph(
        'If you breach this Section, we may end your access to the Site immediately, and we may report the breach to the relevant authorities.',
      ),
    ],
  };
}

function representations(brand: Brand): LegalSection {
  return {
    id: ids.representations,
    number: 5,
    title: 'User representations',
    content: [
      paragraph(
        'Each time you access the Site, connect a wallet or sign a transaction drafted by the Site, you represent and warrant that:',
      ),
      {
        kind: 'list',
        items: [
          'you are at least 18 years old and have the legal capacity to accept these Terms;',
          'you are not a US person and you are not located in the United States of America;',
          'you are not a Prohibited Person and you are not located, resident, incorporated or organised in a Prohibited Locality;',
          'you do not and will not use a VPN or any other means to circumvent the restrictions in these Terms;',
          'you are lawfully permitted to access and use the Site and its features under the laws that apply to you;',
          [
            'you understand the risks described in ',
            ref(ids.risks, 'Section 6'),
            ', have the knowledge and experience to evaluate them, and make your own decisions about each transaction;',
          ],
          `you accept that ${brand.operatorName} has no custody of your digital assets, private keys or funds, and that you alone are responsible for your wallet and its security;`,
          'the digital assets you use with the Site are lawfully owned by you and do not come from any illegal activity;',
          'you act for your own account and not as an agent for anyone else; and',
          'you are responsible for determining, reporting and paying any taxes that apply to your transactions.',
        ],
      },
      paragraph(
        'Before connecting a wallet you will be asked to confirm these representations, and you may be asked to sign an acknowledgement message with your wallet. Signing that message is not a transaction, moves no assets and costs no network fee.',
      ),
      paragraph(
        'If any of these representations stops being true, you must stop using the Site immediately.',
      ),
    ],
  };
}

function risks(brand: Brand): LegalSection {
  return {
    id: ids.risks,
    number: 6,
    title: 'Risks, disclaimers and liability',
    content: [
      { kind: 'subheading', text: 'Risks' },
      paragraph(
        'Digital assets and decentralised-finance software are experimental and highly risky. You may lose some or all of the assets you use. The risks include, without limitation:',
      ),
      {
        kind: 'list',
        items: [
          'Smart contract risk: the smart contracts may contain bugs or vulnerabilities that can be exploited, and they may be upgraded or paused. Audits reduce but do not remove this risk.',
          'Liquidation risk: a borrowing position can be partly or fully liquidated, with a penalty, as soon as its loan-to-value ratio passes the liquidation threshold. This can happen quickly and without notice, and warnings shown on the Site may arrive late or not at all.',
          'Oracle risk: price feeds can be delayed, inaccurate or manipulated, which can lead to unexpected liquidations or transactions at unfavourable prices.',
          'Market volatility: prices of digital assets can change sharply within minutes, interest rates and yields vary continuously, and trades may execute with slippage. Stablecoins can lose their peg.',
          'Impermanent loss: assets held in a liquidity strategy can be worth less than the same assets simply held, particularly when prices move outside the strategy’s range, and rebalancing has costs.',
          'Leverage: multiply and long or short leverage positions magnify losses as well as gains, and borrowing costs can exceed the yield earned.',
          `Governance risk: protocol parameters, including collateral factors, limits, fees and supported assets, can be changed by governance, including votes by ${brand.nativeTokenSymbol} holders, or by administrators, possibly against your interests.`,
          'Regulatory risk: laws and regulations on digital assets are changing and uncertain, and may restrict or end the availability of the Site or of particular features, or affect the value of digital assets.',
          'Network and third-party risk: blockchain congestion, outages, forks and node failures can delay, fail or reorder transactions, and wallets, bridges, exchanges and other third-party services can fail or be compromised.',
        ],
      },
      { kind: 'subheading', text: 'Disclaimers' },
      {
        kind: 'paragraph',
        emphasis: true,
        text: `The Site is provided “as is” and “as available”, without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, title, non-infringement, accuracy or uninterrupted, secure or error-free operation. ${brand.operatorName} does not warrant that any information on the Site is accurate, complete or current, or that any transaction will be executed as drafted or at all.`,
      },
      { kind: 'subheading', text: 'Limitation of liability' },
      paragraph(
        `To the fullest extent permitted by law, ${brand.operatorName} and its affiliates, directors, officers, employees, contractors and agents will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, revenue, data, goodwill or digital assets, arising out of or in connection with the Site, the smart contracts or these Terms, however caused and even if advised of the possibility of such damages.`,
      ),
      {
        kind: 'paragraph',
        emphasis: true,
        text: `The total aggregate liability of ${brand.operatorName} and its affiliates for all claims arising out of or in connection with the Site or these Terms is limited to US$100.`,
      },
      paragraph(
        'Some jurisdictions do not allow certain warranties or liabilities to be excluded or limited. In those jurisdictions the exclusions and limitations above apply to the fullest extent the law allows.',
      ),
      { kind: 'subheading', text: 'Indemnity' },
      paragraph(
        `You will indemnify and hold harmless ${brand.operatorName} and its affiliates, directors, officers, employees, contractors and agents against all claims, losses, liabilities, damages, costs and expenses, including reasonable legal fees, arising out of your use of the Site, your breach of these Terms, or your breach of any law or of the rights of any third party.`,
      ),
    ],
  };
}

function disputes(brand: Brand): LegalSection {
  return {
    id: ids.disputes,
    number: 7,
    title: 'Governing law and disputes',
    content: [
      {
        kind: 'paragraph',
        emphasis: true,
        text: 'Please read this Section carefully: it requires disputes to be resolved by binding individual arbitration, waives class actions and jury trials, and limits the time within which you can bring a claim.',
      },
      { kind: 'subheading', text: 'Governing law' },
      paragraph(
        'These Terms, and any dispute or claim arising out of or in connection with them or the Site, including non-contractual disputes, are governed by the laws of the British Virgin Islands, without regard to its conflict-of-laws rules.',
      ),
      { kind: 'subheading', text: 'Informal settlement' },
      paragraph([
        `Before starting arbitration, the party raising a dispute must send the other a written notice describing the dispute and the relief sought. Notices to ${brand.operatorName} must be sent through the support channel named in `,
        ref(ids.miscellaneous, 'Section 8'),
        '. The parties will then try in good faith to settle the dispute informally for 60 days from the date the notice is received. If the dispute is not settled within those 60 days, either party may start arbitration.',
      ]),
      { kind: 'subheading', text: 'Arbitration' },
      paragraph(
        'Any dispute, controversy or claim arising out of or in connection with these Terms or the Site, including any question about their existence, validity, interpretation or termination, will be finally resolved by binding arbitration before a single arbitrator under the Commercial Arbitration Rules of the American Arbitration Association. The seat of arbitration is the British Virgin Islands, and the arbitration will be conducted in English. The arbitrator’s award is final and binding, and judgment on it may be entered in any court of competent jurisdiction.',
      ),
      { kind: 'subheading', text: 'Class action and jury waiver' },
      paragraph(
        'Disputes will be resolved only on an individual basis. You waive any right to bring or take part in a class, collective or representative action or arbitration, and any right to a jury trial.',
      ),
      { kind: 'subheading', text: 'Courts' },
      paragraph(
        'If the agreement to arbitrate is found not to apply to a dispute, or to be unenforceable, that dispute will be heard exclusively by the state and federal courts located in Wilmington, Delaware, and both parties submit to the personal jurisdiction of those courts. Either party may seek urgent interim or injunctive relief from any competent court.',
      ),
      { kind: 'subheading', text: 'Time limit for claims' },
      paragraph(
        'Any claim arising out of or in connection with these Terms or the Site must be brought within six months after the claim arises. A claim not brought within six months is permanently barred, to the fullest extent permitted by law.',
      ),
    ],
  };
}

function miscellaneous(brand: Brand): LegalSection {
  return {
    id: ids.miscellaneous,
    number: 8,
    title: 'Miscellaneous',
    content: [
      {
        kind: 'list',
        items: [
          `Entire agreement: these Terms, together with the privacy policy published on the Site, are the entire agreement between you and ${brand.operatorName} about the Site and replace any earlier agreement or understanding.`,
          'Severability: if any provision of these Terms is held invalid or unenforceable, it will be enforced to the maximum extent possible and the other provisions will remain in full force.',
          'No waiver: a failure or delay in enforcing any right under these Terms is not a waiver of that right.',
          `Assignment: you may not assign or transfer these Terms without our prior written consent. ${brand.operatorName} may assign or transfer them, in whole or in part, without your consent.`,
          'Force majeure: we are not liable for any failure or delay caused by events beyond our reasonable control, including blockchain failures, attacks, changes in law, acts of government, natural disasters and outages of third-party services.',
          [
            'Survival: Sections ',
            ref(ids.intellectualProperty, '3'),
            ', ',
            ref(ids.representations, '5'),
            ', ',
            ref(ids.risks, '6'),
            ', ',
            ref(ids.disputes, '7'),
            ' and this Section survive the end of your use of the Site.',
          ],
          'Relationship: nothing in these Terms creates a partnership, joint venture, agency, fiduciary or employment relationship between you and us.',
          'Third-party rights: no one other than you, us and our affiliates has any right to enforce these Terms.',
          'Language: these Terms are written in English. Any translation is provided for convenience only, and the English version prevails.',
        ],
      },
      { kind: 'subheading', text: 'Contact' },
      paragraph([
        `Questions about these Terms and notices to ${brand.operatorName} can be sent through our `,
        {
          kind: 'link',
          text: 'support channel',
          href: brand.links.support ?? brand.links.communityChat,
        },
        '.',
      ]),
    ],
  };
}

/** The eight sections of the terms, in order, with the brand's names filled in. */
export function termsSections(brand: Brand): LegalSection[] {
  return [
    siteOverview(brand),
    eligibility(brand),
    intellectualProperty(brand),
    permittedUses(brand),
    representations(brand),
    risks(brand),
    disputes(brand),
    miscellaneous(brand),
  ];
}

function termsIntro(brand: Brand): LegalBlock[] {
  return [
    paragraph(
      `These terms and conditions (the “Terms”) govern your access to and use of the ${brand.name} website and web interface (the “Site”), operated by ${brand.operatorName} (“${brand.operatorName}”, “we”, “us” or “our”). By accessing the Site, connecting a wallet or confirming these Terms, you agree to be bound by them. If you do not agree, do not use the Site.`,
    ),
    {
      kind: 'paragraph',
      emphasis: true,
      text: [
        ref(ids.disputes, 'Section 7'),
        ' contains a binding arbitration agreement, a class action waiver and a six-month time limit for claims, which affect your legal rights.',
      ],
    },
  ];
}

export function termsDocument(brand: Brand): LegalDocumentContent {
  return {
    id: 'terms',
    title: TERMS_TITLE,
    dates: TERMS_DATES,
    intro: termsIntro(brand),
    sections: termsSections(brand),
  };
}
