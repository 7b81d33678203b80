/** Stands in for an `x.svg?source` import in tests: a drawing's markup, as webpack's asset/source gives it. */
export default '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
