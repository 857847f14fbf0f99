import { LANGUAGES, type Language } from '../lang.ts';
import agreementStates from './agreementStates.ts';
import amountFormat from './amountFormat.ts';
import announcementTypes from './announcementTypes.ts';
import auditTemplates from './auditTemplates.ts';
import evaluationGates from './evaluationGates.ts';
import evaluationPlan from './evaluationPlan.ts';
import expertTask from './expertTask.ts';
import fileAccess from './fileAccess.ts';
import language from './language.ts';
import menuGating from './menuGating.ts';
import money from './money.ts';
import projectKinds from './projectKinds.ts';
import projectStates from './projectStates.ts';
import projectTimes from './projectTimes.ts';
import quoteRefusals from './quoteRefusals.ts';
import recordVerify from './recordVerify.ts';
import requirementStates from './requirementStates.ts';
import researchSurvey from './researchSurvey.ts';
import resultNotice from './resultNotice.ts';
import roles from './roles.ts';
import scoreSheet from './scoreSheet.ts';
import stateMove from './stateMove.ts';
import userReview from './userReview.ts';
import winbidRules from './winbidRules.ts';
import winning from './winning.ts';

/**
 * Every text of the rules, per language and area (`<lang>/<area>.ts`), as i18next resources:
 * the completeness test reads them whole. A rule module imports only its own area's
 * `<area>.ts`, so a page that shows one dictionary does not carry the others.
 */
export const DOMAIN_RESOURCES = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    {
      agreementStates: agreementStates[lang],
      amountFormat: amountFormat[lang],
      announcementTypes: announcementTypes[lang],
      auditTemplates: auditTemplates[lang],
      evaluationGates: evaluationGates[lang],
      evaluationPlan: evaluationPlan[lang],
      expertTask: expertTask[lang],
      fileAccess: fileAccess[lang],
      language: language[lang],
      menuGating: menuGating[lang],
      money: money[lang],
      projectKinds: projectKinds[lang],
      projectStates: projectStates[lang],
      projectTimes: projectTimes[lang],
      quoteRefusals: quoteRefusals[lang],
      recordVerify: recordVerify[lang],
      requirementStates: requirementStates[lang],
      researchSurvey: researchSurvey[lang],
      resultNotice: resultNotice[lang],
      roles: roles[lang],
      scoreSheet: scoreSheet[lang],
      stateMove: stateMove[lang],
      userReview: userReview[lang],
      winbidRules: winbidRules[lang],
      winning: winning[lang],
    },
  ]),
) as Record<Language, object>;
