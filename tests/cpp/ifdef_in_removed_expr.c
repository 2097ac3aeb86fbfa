int main() {
	buf = alloca(3
#ifdef PLATFORM_A
		+ 5
#endif
		);
	keep();
	foo(1,
#ifdef X
	    2,
#endif
	    3);
	bar(1);
#ifdef Y
	bar(2);
#endif
	keep();
}
