/* A conditional inside an argument list: its first branch is code, the
 * later ones are passed over; a directive line is no argument.  A call
 * replaced whole goes with the branches it spans (spatch 1.1.1 leaves
 * `0,' of the #else after the new call, which does not compile). */
int h(int x)
{
	bar(x,
#ifdef A
	    1
#else
	    2
#endif
	   );
	bar(x,
#ifdef A
	    1
#endif
	   );
	bar(x,
	    1
#ifdef A
	    + 2
#endif
	   );
	ret = request(x, handler,
#ifdef CONFIG_SHARED
		      1,
#else
		      0,
#endif
		      name);
	bar(x,
#ifdef A
	    2
#else
	    1
#endif
	   );
	return 0;
}
