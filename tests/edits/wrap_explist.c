int f(int x)
{
	if (x)
		ERROR(tdev, "perform_sglist failed, "
				"iterations left %d, status %d\n",
				iterations, retval);
	if (x)
		ERROR(tdev, aaaaaaaaaaaaaaaa,
				bbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccc, ddddddddddddddddd);
	if (x)
		ERROR(tdev, "perform_sglist failed, " "iterations left %d, status %d\n", iterations, retval);
	if (x)
		ERROR(tdev,
		      "short");
	return 0;
}
