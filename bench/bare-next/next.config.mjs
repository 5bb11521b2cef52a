/** The bare page: Next's defaults. */
export default {}
