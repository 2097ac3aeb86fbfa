void kc(int a)
{
	trace(a, /* why */ 1); // trailing
	// line before
	trace(a, 2);
	x = 1;
	trace(a,
	      /* multi
	         line */ 3);
	if (a) {
		trace(a, 4); /* c4 */ y = 2;
	}
	z = trace2(a /* in */, 5);
}
