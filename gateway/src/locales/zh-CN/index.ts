import errors from './errors.ts';

export default { errors };
