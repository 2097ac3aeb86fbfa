void one(int a) {
	start(a);
	if (a)
		pause(a);
	stop(a);
}

void two(int a) {
	start(a);
	work(a);
}

void three(int a) {
	start(a);
	while (a) {
		if (a > 2)
			pause(a);
	}
}
