/* the types of tests/hdrunit: read as a file of the run's unit */
struct zd {
	int x;
	struct urb *urb;
};
