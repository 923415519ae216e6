/* The launch benchmark's yardstick: the least an SDL2 program does to show a frame. It opens a
 * window with a renderer (the same calls the game makes), clears, presents once, prints the
 * monotonic clock at that moment in the game's event-log form, and exits. scripts/bench.sh
 * builds it with the system's C compiler and times both from the same spawn. */
#include <SDL.h>
#include <stdio.h>
#include <time.h>

int main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "bare_sdl: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("bare", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 960, 640, SDL_WINDOW_SHOWN);
    if (window == NULL) {
        fprintf(stderr, "bare_sdl: SDL_CreateWindow: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, 0);
    if (renderer == NULL) {
        fprintf(stderr, "bare_sdl: SDL_CreateRenderer: %s\n", SDL_GetError());
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    if (SDL_SetRenderDrawColor(renderer, 0x1e, 0x25, 0x2d, 0xff) != 0 || SDL_RenderClear(renderer) != 0) {
        fprintf(stderr, "bare_sdl: clear: %s\n", SDL_GetError());
    }
    SDL_RenderPresent(renderer);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    printf("{\"event\":\"first_frame\",\"monotonic_ns\":%lld}\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
    fflush(stdout);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
