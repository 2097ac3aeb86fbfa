void rb(int verbose)
{
	start();
	if (verbose) {
		debug_dump(verbose);
		debug_flush();
	}
	finish();
}
